// Where keyboard focus goes when what held it is removed (WCAG 2.4.3). A review replaced by its
// progress, or a progress by the tracker it opens, would otherwise leave focus on <body> (or on a
// node no longer in the page), and the next Tab would start again from the top.
import { useEffect, type RefObject } from 'react';

let handedOff = false;

/** Call before navigating away from the element that has focus: the next page's heading takes it. */
export function handOffFocus(): void {
  handedOff = true;
}

/** Focus is nowhere the person put it: on <body>, or on an element no longer in the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
const lost = focusIsLost;

/**
 * On mount, focus `ref` when focus was handed off to it (handOffFocus), or, with `whenLost`, when
 * focus is on <body> or on a removed element. Focus the person put elsewhere stays there.
 */
export function useTakeFocus(ref: RefObject<HTMLElement | null>, whenLost = false): void {
  useEffect(() => {
    const take = handedOff || (whenLost && lost());
    handedOff = false;
    if (take && lost()) ref.current?.focus({ preventScroll: true });
  }, [ref, whenLost]);
}
