import { screen } from '@testing-library/react';

/**
 * How each element showing exactly `text` holds it: its tag, the direction it sits in and
 * whether it may break across lines. Code and identifiers are `{ tag: 'code', dir: 'ltr',
 * nowrap: true }` (components/ui/Code.tsx).
 */
export const codeOf = (text: string) =>
  screen.getAllByText(text, { exact: true }).map((el) => ({
    tag: el.tagName.toLowerCase(),
    dir: el.closest('[dir]')?.getAttribute('dir'),
    nowrap: el.classList.contains('whitespace-nowrap'),
  }));
