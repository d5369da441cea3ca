import { describe, expect, it } from 'vitest';
import { SPOKE_POOL } from '../../../contract/testing/values';
import { checkTransferAuthorization } from './check-transfer';
import { sayPhrase } from '../model/messages';
import { intlIn } from '../testing/intl';
import { formatMessage } from '../../../i18n/testing/format-message';
import { expectedTransfer, v1Quote, typed, type MutableQuote } from './testing/quotes';

const message = (q: MutableQuote) => typed(q).message;

describe('checkTransferAuthorization', () => {
  it('accepts typed data that says exactly what the person saw', () => {
    const result = checkTransferAuthorization(v1Quote(), expectedTransfer);
    expect(result).toMatchObject({ ok: true, plan: { chainId: 42161, actionId: 'funding' } });
  });

  it('accepts the same addresses in another letter case', () => {
    const result = checkTransferAuthorization(v1Quote(), {
      ...expectedTransfer,
      recipient: expectedTransfer.recipient.toLowerCase(),
      depositor: expectedTransfer.depositor.toUpperCase().replace('0X', '0x'),
    });
    expect(result.ok).toBe(true);
  });

  const cases: Array<[string, (q: MutableQuote) => void, string]> = [
    [
      'domain chain differs from the origin',
      (q) => void (typed(q).domain.chainId = 1),
      'domain.chainId',
    ],
    [
      'action chain differs from the origin',
      (q) => void (q.nextActions[0]!.chainId = 8453),
      'domain.chainId',
    ],
    [
      'verifying contract not allowlisted',
      (q) =>
        void (typed(q).domain.verifyingContract = '0x1111111111111111111111111111111111111111'),
      'domain.verifyingContract',
    ],
    [
      'another chain’s spoke pool',
      (q) => void (typed(q).domain.verifyingContract = SPOKE_POOL.base),
      'domain.verifyingContract',
    ],
    [
      'input amount differs',
      (q) => void (message(q).inputAmount = '250000000'),
      'message.inputAmount',
    ],
    [
      'output amount differs from the panel',
      (q) => void (message(q).outputAmount = '24000000000000000000'),
      'message.outputAmount',
    ],
    [
      'recipient differs',
      (q) => void (message(q).recipient = '0x2222222222222222222222222222222222222222'),
      'message.recipient',
    ],
    [
      'depositor is not the wallet',
      (q) => void (message(q).depositor = '0x3333333333333333333333333333333333333333'),
      'message.depositor',
    ],
    [
      'refund address differs',
      (q) => void (message(q).refundAddress = '0x4444444444444444444444444444444444444444'),
      'message.refundAddress',
    ],
    [
      'destination chain differs',
      (q) => void (message(q).destinationChainId = '10'),
      'message.destinationChainId',
    ],
    ['another order', (q) => void (message(q).orderId = `0x${'1'.repeat(64)}`), 'message.orderId'],
    ['another primary type', (q) => void (typed(q).primaryType = 'Permit'), 'primaryType'],
  ];

  it.each(cases)('refuses when the %s', (_name, change, field) => {
    const result = checkTransferAuthorization(v1Quote(change), expectedTransfer);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toContain(field);
    for (const p of result.problems)
      expect(sayPhrase(intlIn(), p.message).length).toBeGreaterThan(10);
  });

  it('names amounts with each token’s decimals on its own chain', () => {
    const result = checkTransferAuthorization(
      v1Quote((q) => void (message(q).outputAmount = '1000000000000000000')),
      expectedTransfer,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(sayPhrase(intlIn(), result.problems[0]!.message)).toBe(
      formatMessage('bridge.check.transfer.amount', {
        field: 'outputAmount',
        got: '1 USDC',
        want: '24.987512 USDC',
      }),
    );
    expect(sayPhrase(intlIn('es'), result.problems[0]!.message)).toBe(
      formatMessage(
        'bridge.check.transfer.amount',
        { field: 'outputAmount', got: '1 USDC', want: '24,987512 USDC' },
        'es',
      ),
    );
  });

  it('refuses a quote with nothing to sign', () => {
    const result = checkTransferAuthorization(
      v1Quote((q) => void q.nextActions.splice(0, 1)),
      expectedTransfer,
    );
    expect(result).toMatchObject({ ok: false, problems: [{ field: 'nextActions' }] });
  });
});
