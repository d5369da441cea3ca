// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { GroupedHex, hexGroups } from './GroupedHex';

const address = '0x9A8f92a830A5cB89a3816e3D267CB7791c16b04D';

it('splits an address into groups of four after 0x, the last group never shorter than two', () => {
  expect(hexGroups(address)).toEqual([
    '0x9A8f',
    '92a8',
    '30A5',
    'cB89',
    'a381',
    '6e3D',
    '267C',
    'B779',
    '1c16',
    'b04D',
  ]);
});

it('breaks only between groups, in balanced lines, and reads as the whole address', () => {
  const { container } = render(<GroupedHex value={address} />);
  const span = container.firstElementChild as HTMLElement;
  expect(span).toHaveTextContent(address);
  expect(span.querySelectorAll('wbr')).toHaveLength(9);
  expect(span.style.textWrap).toBe('balance');
  // Not break-all, which cuts anywhere and leaves a character or two alone on a line.
  expect(span.className).not.toMatch(/break-all/);
  expect(span).toHaveAttribute('dir', 'ltr');
});
