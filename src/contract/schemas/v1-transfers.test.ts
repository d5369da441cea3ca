import { describe, expect, it } from 'vitest';
import { executionFixture, executionRequestFixture } from '../testing/v1-quotes';
import {
  quotedTransferFixture,
  refundedTransferFixture,
  transferFixture,
} from '../testing/v1-transfers';
import { ORDER_ID, SIGNATURE } from '../testing/values';
import { issuePaths } from '../primitives';
import { executionRequest, executionResponse } from './v1-executions';
import {
  orderIdParams,
  terminalTransferStates,
  transferResponse,
  transferStates,
} from './v1-transfers';

describe('transfer', () => {
  it.each([
    [transferFixture, 'filled', true],
    [refundedTransferFixture, 'refunded', true],
    [quotedTransferFixture, 'quoted', false],
  ] as const)('%#: state %s, terminal %s', (fixture, state, terminal) => {
    const t = transferResponse.parse(fixture);
    expect([t.status.state, t.status.isTerminal]).toEqual([state, terminal]);
  });

  it('accepts every known state and maps a new one to "unknown"', () => {
    for (const state of transferStates) {
      const t = transferResponse.parse({
        ...quotedTransferFixture,
        status: { ...quotedTransferFixture.status, state },
      });
      expect(t.status.state).toBe(state);
    }
    const t = transferResponse.parse({
      ...quotedTransferFixture,
      status: { ...quotedTransferFixture.status, state: 'bridging' },
      history: [{ state: 'bridging', at: '2025-11-21T21:55:00.000Z', reason: null }],
    });
    expect([t.status.state, t.history[0]!.state]).toEqual(['unknown', 'unknown']);
  });

  it('knows which states are terminal', () => {
    expect(
      [...terminalTransferStates].every((s) => (transferStates as readonly string[]).includes(s)),
    ).toBe(true);
  });

  it('rejects a fill without a txnRef', () => {
    const r = transferResponse.safeParse({
      ...transferFixture,
      fill: { ...transferFixture.fill, txnRef: undefined },
    });
    expect(issuePaths(r.error!.issues)).toEqual(['fill.txnRef']);
  });

  it.each([ORDER_ID.toUpperCase().replace('0X', '0x'), ORDER_ID])(
    'orderId %s is valid',
    (orderId) => {
      expect(orderIdParams.safeParse({ orderId }).success).toBe(true);
    },
  );
});

describe('execution', () => {
  it('accepts a signature or a txnRef, never both', () => {
    expect(executionRequest.safeParse(executionRequestFixture).success).toBe(true);
    expect(
      executionRequest.safeParse({ ...executionRequestFixture, txnRef: ORDER_ID }).success,
    ).toBe(false);
  });

  it('names a misspelled nested field', () => {
    const r = executionRequest.safeParse({
      authorization: { signatures: { funding: SIGNATURE, fundng: SIGNATURE } },
    });
    expect(issuePaths(r.error!.issues)).toEqual(['authorization.signatures.fundng']);
  });

  it('parses the 202 response and maps an unknown state', () => {
    expect(executionResponse.parse(executionFixture).state).toBe('submitted');
    expect(executionResponse.parse({ ...executionFixture, state: 'queued' }).state).toBe('unknown');
  });
});
