import { describe, expect, it } from 'vitest';
import {
  gaslessLedgerQuoteFixture,
  gaslessLedgerSubmitBodyFixture,
  gaslessQuoteFixture,
  gaslessSubmitBodyFixture,
  gaslessSubmitFixture,
} from '../testing/swap-approval';
import { SIGNATURE } from '../testing/values';
import { issuePaths } from '../primitives';
import { gaslessQuoteResponse, gaslessSubmitBody, gaslessSubmitResponse } from './gasless';

describe('gasless quote', () => {
  it('direct EVM route: one swapTx with ERC-3009 typed data and a depositId', () => {
    const q = gaslessQuoteResponse.parse(gaslessQuoteFixture);
    expect(q.swapTx?.ecosystem).toBe('evm-gasless');
    expect(q.swapTx?.typedData.primaryType).toBe('ReceiveWithAuthorization');
    expect(q.depositId).toBe('3912470');
  });

  it('special-ledger origin: swapTx null and steps keyed by stepId', () => {
    const q = gaslessQuoteResponse.parse(gaslessLedgerQuoteFixture);
    expect(q.swapTx).toBeNull();
    expect(q.swapTxns?.map((s) => [s.stepId, s.ecosystem])).toEqual([['sendAsset', 'hypercore']]);
  });

  it('maps an unknown ecosystem to "unknown"', () => {
    const q = gaslessQuoteResponse.parse({
      ...gaslessQuoteFixture,
      swapTx: { ...gaslessQuoteFixture.swapTx, ecosystem: 'move' },
    });
    expect(q.swapTx?.ecosystem).toBe('unknown');
  });

  it('rejects a quote with nothing to sign', () => {
    const r = gaslessQuoteResponse.safeParse({ ...gaslessLedgerQuoteFixture, swapTxns: undefined });
    expect(issuePaths(r.error!.issues)).toEqual(['swapTx']);
  });
});

describe('gasless submit', () => {
  it('passes swapTx back unchanged, extra fields included', () => {
    const body = {
      ...gaslessSubmitBodyFixture,
      swapTx: { ...gaslessSubmitBodyFixture.swapTx, quoteHint: 7 },
    };
    expect(gaslessSubmitBody.parse(body)).toEqual(body);
  });

  it('accepts the special-ledger case', () => {
    expect(gaslessSubmitBody.safeParse(gaslessLedgerSubmitBodyFixture).success).toBe(true);
  });

  it.each([
    [
      'an extra signature for an unknown step',
      { ...gaslessLedgerSubmitBodyFixture.signaturesByStepId, extra: SIGNATURE },
    ],
    ['no signature for the step', {}],
  ])('rejects %s', (_, signaturesByStepId) => {
    const r = gaslessSubmitBody.safeParse({
      ...gaslessLedgerSubmitBodyFixture,
      signaturesByStepId,
    });
    expect(r.success).toBe(false);
  });

  it('names a misspelled top-level field', () => {
    const r = gaslessSubmitBody.safeParse({
      swapTx: gaslessSubmitBodyFixture.swapTx,
      signatur: SIGNATURE,
    });
    expect(issuePaths(r.error!.issues)).toContain('signatur');
  });

  it('parses the response and rejects one without a depositId', () => {
    expect(gaslessSubmitResponse.parse(gaslessSubmitFixture).depositId).toBe('3912470');
    expect(gaslessSubmitResponse.safeParse({ messageId: 'm' }).success).toBe(false);
  });
});
