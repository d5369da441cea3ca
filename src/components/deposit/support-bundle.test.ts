import { describe, expect, it } from 'vitest';
import { depositResponseFixture } from '../../contract/testing/deposits';
import { refundedTransferFixture, transferFixture } from '../../contract/testing/v1-transfers';
import { depositDetail } from '../../contract/schemas/deposit';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { depositBundle, transferBundle } from './support-bundle';

const meta = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  pageUrl: 'http://x/transfers/1',
  shownState: 'filled',
};

describe('support bundle', () => {
  it('carries every id, reference, chain and time of a filled transfer', () => {
    const t = transferResponse.parse(transferFixture);
    const d = depositDetail.parse(depositResponseFixture.deposit);
    const text = transferBundle(t.orderId, t, d, meta);
    for (const needle of [
      t.orderId,
      t.deposit!.depositId,
      t.deposit!.txnRef,
      t.fill!.txnRef,
      '(42161)',
      '(56)',
      t.createdAt,
      t.fill!.blockTimestamp,
      'Fill deadline: ',
      'Refund address: ',
      meta.pageUrl,
    ]) {
      expect(text).toContain(needle);
    }
    expect(text).not.toMatch(/undefined|null|\[object/);
    expect(text.split('\n').filter((l) => l.startsWith('  '))).toHaveLength(t.history.length);
  });

  it('includes the refund reference of a refunded transfer', () => {
    const t = transferResponse.parse(refundedTransferFixture);
    const text = transferBundle(t.orderId, t, undefined, { ...meta, shownState: 'refunded' });
    expect(text).toContain(`Refund txn: ${t.refund!.txnRef}`);
    expect(text).toContain('FILL_DEADLINE_PASSED');
  });

  it('still gives the order id while indexing, and the ids of a deposit', () => {
    const id = `0x${'1'.repeat(64)}`;
    expect(transferBundle(id, null, undefined, { ...meta, shownState: 'indexing' })).toContain(
      `Order ID: ${id}\nShown state: indexing`,
    );
    const d = depositDetail.parse(depositResponseFixture.deposit);
    const text = depositBundle({ originChainId: 42161, depositId: d.depositId }, d, meta);
    expect(text).toContain(`Deposit ID: ${d.depositId}`);
    expect(text).toContain(d.depositTxnRef);
    expect(text).toContain(d.fillTxnRef!);
  });
});
