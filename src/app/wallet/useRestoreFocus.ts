import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useRef } from 'react';
import { focusIsLost } from '../../lib/focus-handoff';

/**
 * RainbowKit's modals do not hand focus back when they close (and the button that opened one
 * may have been swapped for its lazily loaded twin meanwhile). Returns a ref for the element
 * whose first visible button should get focus back when any wallet modal closes.
 */
export function useRestoreFocus<T extends HTMLElement>() {
  const { connectModalOpen } = useConnectModal();
  const { accountModalOpen } = useAccountModal();
  const { chainModalOpen } = useChainModal();
  const anyOpen = connectModalOpen || accountModalOpen || chainModalOpen;
  const wasOpen = useRef(false);
  const container = useRef<T>(null);

  useEffect(() => {
    if (wasOpen.current && !anyOpen) {
      // After RainbowKit's own close handling and our re-render.
      requestAnimationFrame(() => {
        // Only focus the modal left behind: never take it from where the person has put it
        // since (the amount field, clicked straight after connecting, kept its keystrokes).
        const active = document.activeElement;
        if (!focusIsLost() && !active?.closest('[role="dialog"], [aria-modal="true"]')) return;
        const buttons = container.current?.querySelectorAll('button') ?? [];
        // The first one shown: the network button is hidden on a phone.
        Array.from(buttons)
          .find((button) => button.offsetParent !== null)
          ?.focus();
      });
    }
    wasOpen.current = anyOpen;
  }, [anyOpen]);

  return container;
}
