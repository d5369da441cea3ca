// Simulated chain facts: transaction references and block numbers derived from the clock, so
// they are monotonic and need no stored counters.
import { randomBytes } from 'node:crypto';

export const newTxnRef = () => `0x${randomBytes(32).toString('hex')}`;
export const newAddress = () => `0x${randomBytes(20).toString('hex')}`;

/** Block time in ms and a block number at 2026-01-01T00:00:00Z, per chain. */
const chainBlocks: Record<number, { ms: number; at2026: number }> = {
  1: { ms: 12_000, at2026: 24_140_000 },
  10: { ms: 2_000, at2026: 145_600_000 },
  56: { ms: 750, at2026: 72_500_000 },
  137: { ms: 2_000, at2026: 80_900_000 },
  8453: { ms: 2_000, at2026: 40_300_000 },
  42161: { ms: 250, at2026: 415_000_000 },
  1337: { ms: 1_000, at2026: 820_000_000 },
};
const EPOCH_2026 = Date.UTC(2026, 0, 1);

export function blockNumberAt(chainId: number, at: number): number {
  const c = chainBlocks[chainId] ?? { ms: 2_000, at2026: 20_000_000 };
  return c.at2026 + Math.floor((at - EPOCH_2026) / c.ms);
}

export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
