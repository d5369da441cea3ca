import { describe, expect, it } from 'vitest';
import {
  quoteFixture,
  quoteRequestFixture,
  transactionActionsFixture,
  transactionQuoteFixture,
} from '../testing/v1-quotes';
import { SOLANA_ADDRESS } from '../testing/values';
import { issuePaths } from '../primitives';
import { quoteRequest, quoteResponse } from './v1-quotes';

describe('quote request', () => {
  it('accepts the minimum body and a Solana recipient', () => {
    const { originChainId, destinationChainId, inputToken, outputToken, amount, depositor } =
      quoteRequestFixture;
    const min = { originChainId, destinationChainId, inputToken, outputToken, amount, depositor };
    expect(quoteRequest.safeParse(min).success).toBe(true);
    expect(
      quoteRequest.safeParse({
        ...min,
        destinationChainId: 34268394551451,
        recipient: SOLANA_ADDRESS,
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...quoteRequestFixture, ammount: '1' }, 'ammount'],
    [{ ...quoteRequestFixture, slippage: 0.6 }, 'slippage'],
    [{ ...quoteRequestFixture, slippage: '0.01' }, 'slippage'],
    [{ ...quoteRequestFixture, amount: 25000000 }, 'amount'],
    [{ ...quoteRequestFixture, depositor: SOLANA_ADDRESS }, 'depositor'],
    [{ ...quoteRequestFixture, externalId: '' }, 'externalId'],
  ])('rejects and names the field (%#)', (body, path) => {
    expect(issuePaths(quoteRequest.safeParse(body).error!.issues)).toContain(path);
  });
});

describe('quote request for a swap', () => {
  it('takes a slippage fraction up to one half', () => {
    expect(quoteRequest.safeParse({ ...quoteRequestFixture, slippage: 0.01 }).success).toBe(true);
  });
});

describe('quote response', () => {
  it('discriminates next actions by kind and keeps the typed data intact', () => {
    const q = quoteResponse.parse(quoteFixture);
    const [sign, submit] = q.nextActions;
    expect(sign?.kind).toBe('sign_typed_data');
    if (sign?.kind === 'sign_typed_data') {
      expect(sign.typedData.primaryType).toBe('TransferAuthorization');
      const [sent] = quoteFixture.nextActions;
      expect(sign.typedData.message).toEqual(sent?.typedData?.message);
    }
    expect(submit).toMatchObject({
      kind: 'submit_execution',
      path: `/v1/quotes/${q.quoteId}/executions`,
    });
  });

  it('parses an action kind it does not know as "unknown" instead of failing', () => {
    const q = quoteResponse.parse({
      ...quoteFixture,
      nextActions: [...quoteFixture.nextActions, { kind: 'approve_token', token: '0x' }],
    });
    expect(q.nextActions[2]).toMatchObject({ kind: 'unknown', originalKind: 'approve_token' });
  });

  it('still rejects a malformed known action', () => {
    const r = quoteResponse.safeParse({
      ...quoteFixture,
      nextActions: [{ kind: 'sign_typed_data', id: 'funding', chainId: 42161 }],
    });
    expect(r.success).toBe(false);
  });

  it('sizes amounts from each token: 6 decimals in, 18 out', () => {
    const q = quoteResponse.parse(quoteFixture);
    expect([q.inputToken.decimals, q.outputToken.decimals]).toEqual([6, 18]);
    expect(q.outputAmount).toBe('24987512000000000000');
  });
});

describe('quote response funded by transaction', () => {
  it('parses the approval, the deposit to send and the txnRef report', () => {
    const q = quoteResponse.parse(transactionQuoteFixture);
    expect(q.nextActions.map((a) => a.kind)).toEqual([
      'approval',
      'send_transaction',
      'submit_execution',
    ]);
    expect(q.nextActions[2]).toMatchObject({ arm: 'txnRef', txnRefOf: 'deposit', required: false });
  });

  it('rejects a transaction whose target is not an address or whose value is not base units', () => {
    const { approval, deposit, submit } = transactionActionsFixture;
    for (const bad of [
      { ...deposit, transaction: { ...deposit.transaction, to: 'spoke pool' } },
      { ...deposit, transaction: { ...deposit.transaction, value: '0.1' } },
      { ...approval, spender: undefined },
    ]) {
      const r = quoteResponse.safeParse({
        ...transactionQuoteFixture,
        nextActions: [bad, submit],
      });
      expect(r.success).toBe(false);
    }
  });

  it('takes funding "signature" or "transaction" in the request, and nothing else', () => {
    for (const funding of ['signature', 'transaction'])
      expect(quoteRequest.safeParse({ ...quoteRequestFixture, funding }).success).toBe(true);
    expect(
      issuePaths(
        quoteRequest.safeParse({ ...quoteRequestFixture, funding: 'gasless' }).error!.issues,
      ),
    ).toContain('funding');
  });
});
