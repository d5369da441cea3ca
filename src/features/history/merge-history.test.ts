import { describe, expect, it } from 'vitest';
import { depositListItemFixture } from '../../contract/testing/deposits';
import { depositListItem, type DepositListItem } from '../../contract/schemas/deposits';
import type { RecentTransfer } from '../../lib/recent-transfers';
import type { LocalResolution } from './local-resolution';
import { localTransferKey, mergeHistory } from './merge-history';

const base = depositListItem.parse(depositListItemFixture);
const deposit = (over: Partial<DepositListItem>): DepositListItem => ({ ...base, ...over });

const server = [
  deposit({
    depositId: '10',
    depositTxnRef: '0x' + 'a'.repeat(64),
    depositBlockTimestamp: '2026-01-01T10:00:00Z',
  }),
  deposit({
    depositId: '11',
    depositTxnRef: '0x' + 'b'.repeat(64),
    depositBlockTimestamp: '2026-01-01T11:00:00Z',
  }),
];

const side = { symbol: 'USDC', decimals: 6, amount: '25000000' };
const order = (orderId: string, submittedAt: string): RecentTransfer => ({
  ref: { kind: 'order', orderId },
  submittedAt,
  originChainId: 42161,
  destinationChainId: 8453,
  input: side,
  output: side,
});
const gasless = (depositId: string, submittedAt: string): RecentTransfer => ({
  ...order('0x' + '0'.repeat(64), submittedAt),
  ref: { kind: 'deposit', originChainId: 42161, depositId },
});

const ORDER_A = '0x' + '1'.repeat(64);
const ORDER_B = '0x' + '2'.repeat(64);

describe('mergeHistory', () => {
  it('lists server deposits newest first when this browser knows nothing', () => {
    const items = mergeHistory(server, []);
    expect(items.map((i) => i.key)).toEqual(['deposit:42161:11', 'deposit:42161:10']);
    expect(items.every((i) => i.source === 'server')).toBe(true);
  });

  it('folds a local order into the server deposit it made (by the order’s deposit id)', () => {
    const local = [order(ORDER_A, '2026-01-01T09:59:50Z')];
    const res = new Map<string, LocalResolution>([
      [
        localTransferKey(local[0]!),
        { kind: 'transfer', state: 'filled', deposit: { originChainId: 42161, depositId: '10' } },
      ],
    ]);
    const items = mergeHistory(server, local, res);
    expect(items).toHaveLength(2);
    const merged = items.find((i) => i.key === 'deposit:42161:10');
    expect(merged).toMatchObject({ source: 'server', orderId: ORDER_A });
  });

  it('folds a local order by its deposit transaction when that is what is known', () => {
    const local = [order(ORDER_A, '2026-01-01T09:59:50Z')];
    const res = new Map<string, LocalResolution>([
      [
        localTransferKey(local[0]!),
        {
          kind: 'transfer',
          deposit: { originChainId: 1, depositId: '999', txnRef: '0x' + 'B'.repeat(64) },
        },
      ],
    ]);
    const items = mergeHistory(server, local, res);
    expect(items).toHaveLength(2);
    expect(items.find((i) => i.key === 'deposit:42161:11')).toMatchObject({ orderId: ORDER_A });
  });

  it('folds a local gasless deposit by its deposit id on its origin chain', () => {
    const items = mergeHistory(server, [gasless('11', '2026-01-01T10:59:00Z')]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ source: 'server', key: 'deposit:42161:11' });
    expect(items[0]?.source === 'server' && items[0].local?.ref.kind).toBe('deposit');
  });

  it('keeps a pending local entry the service does not list yet, in time order', () => {
    const items = mergeHistory(server, [order(ORDER_B, '2026-01-01T12:00:00Z')]);
    expect(items.map((i) => i.source)).toEqual(['local', 'server', 'server']);
    expect(items[0]?.key).toBe(`order:${ORDER_B}`);
  });

  it('never lists one transfer twice: duplicate server rows and duplicate local entries collapse', () => {
    const items = mergeHistory(
      [...server, server[0]!],
      [
        order(ORDER_B, '2026-01-01T12:00:00Z'),
        order(ORDER_B.toUpperCase().replace('0X', '0x'), '2026-01-01T12:00:00Z'),
      ],
    );
    expect(items).toHaveLength(3);
  });
});
