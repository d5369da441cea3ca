import { expect, it } from 'vitest';
import { chainSections } from './chain-sections';
import type { ChainOption } from './route-options';

const unavailableTitle = (count: number) => `Unavailable (${count})`;

const reason = { label: { id: 'bridge.reason.chainDeprecated' }, detail: '' };
const options: ChainOption[] = [
  { chainId: 42161, name: 'Arbitrum One', available: true },
  { chainId: 84532, name: 'Base Sepolia', available: false, reason },
  { chainId: 534352, name: 'Scroll', available: false, reason },
  { chainId: 8453, name: 'Base', available: true },
];

it('lists usable chains, then the unavailable ones under one counted section, no testnets', () => {
  const sections = chainSections(options, {
    showTestnets: false,
    selected: 42161,
    unavailableTitle,
  });
  const { rows, testnets } = sections;
  expect(rows.map((r) => [r.option.chainId, r.section])).toEqual([
    [42161, undefined],
    [8453, undefined],
    [534352, 'Unavailable (1)'],
  ]);
  expect(sections.unavailableTitle).toBe('Unavailable (1)');
  expect(testnets).toBe(1);
});

it('lists testnets when asked, and always the chain already chosen', () => {
  const shown = chainSections(options, {
    showTestnets: true,
    selected: undefined,
    unavailableTitle,
  });
  expect(shown.unavailableTitle).toBe('Unavailable (2)');
  const chosen = chainSections(options, { showTestnets: false, selected: 84532, unavailableTitle });
  expect(chosen.rows.some((r) => r.option.chainId === 84532)).toBe(true);
});
