import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { SPOKE_POOL, USDC } from '../../../contract/testing/values';
import { checkTransactions } from './check-transactions';
import { sayPhrase } from '../model/messages';
import { chainLabel } from '../model/route-options';
import { intlIn } from '../testing/intl';
import { formatMessage } from '../../../i18n/testing/format-message';
import {
  ethQuote,
  expectedEth,
  expectedWeth,
  QUOTE_TIME,
  txQuote,
  type TxQuoteParts,
} from './testing/transaction-quotes';

const STRANGER = '0x1111111111111111111111111111111111111111';

describe('checkTransactions: what is sent must be what was shown', () => {
  it('accepts an approval of exactly the input amount and a deposit that matches the form', () => {
    const result = checkTransactions(txQuote(), expectedWeth);
    expect(result).toMatchObject({
      ok: true,
      plan: {
        chainId: 42161,
        approval: { spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n, needed: 10n ** 17n },
        deposit: { actionId: 'deposit', request: { to: SPOKE_POOL.arbitrum, value: 0n } },
        reportRequired: false,
      },
    });
  });

  it('plans Ferry’s own approval when the quote asks for none (the allowance already covered it)', () => {
    const result = checkTransactions(
      txQuote((p) => {
        p.approval = null;
      }),
      expectedWeth,
    );
    expect(result).toMatchObject({
      ok: true,
      plan: {
        approval: {
          token: expectedWeth.inputToken.address,
          spender: SPOKE_POOL.arbitrum,
          amount: 10n ** 17n,
          needed: 10n ** 17n,
          // WETH takes a new allowance over an old one; only USDT needs its reset to zero.
          resetFirst: false,
        },
      },
    });
  });

  it('accepts native ETH as one deposit carrying the amount as value, with no approval', () => {
    const result = checkTransactions(ethQuote(), expectedEth);
    expect(result.ok && result.plan.approval).toBe(undefined);
    expect(result.ok && result.plan.deposit.request.value).toBe(10n ** 17n);
  });

  it('writes an unlimited approval only when the person chose it', () => {
    const result = checkTransactions(txQuote(), { ...expectedWeth, unlimitedApproval: true });
    expect(result.ok && result.plan.approval?.amount).toBe(maxUint256);
    expect(result.ok && result.plan.approval?.needed).toBe(10n ** 17n);
  });

  const refusals: Array<[string, (p: TxQuoteParts) => void, string]> = [
    [
      'the deposit goes to a contract not on the allowlist',
      (p) => void (p.send.to = STRANGER),
      'transaction.to',
    ],
    [
      'the deposit goes to another chain’s spoke pool',
      (p) => void (p.send.to = SPOKE_POOL.base),
      'transaction.to',
    ],
    [
      'the deposit is sent on another chain',
      (p) => void (p.send.chainId = 8453),
      'transaction.chainId',
    ],
    ['value is sent with an ERC-20 deposit', (p) => void (p.send.value = '1'), 'transaction.value'],
    ['the recipient differs', (p) => void (p.deposit.recipient = STRANGER), 'deposit.recipient'],
    [
      'the refund address (depositor) differs',
      (p) => void (p.deposit.depositor = STRANGER),
      'deposit.depositor',
    ],
    [
      'the input token differs',
      (p) => void (p.deposit.inputToken = USDC.arbitrum),
      'deposit.inputToken',
    ],
    [
      'the output token differs',
      (p) => void (p.deposit.outputToken = USDC.base),
      'deposit.outputToken',
    ],
    [
      'the input amount differs',
      (p) => void (p.deposit.inputAmount = 2n * 10n ** 17n),
      'deposit.inputAmount',
    ],
    [
      'less arrives than the panel showed',
      (p) => void (p.deposit.outputAmount -= 1n),
      'deposit.outputAmount',
    ],
    [
      'the destination chain differs',
      (p) => void (p.deposit.destinationChainId = 10),
      'deposit.destinationChainId',
    ],
    [
      'the fill deadline comes before the quote expires',
      (p) => void (p.deposit.fillDeadline = QUOTE_TIME + 15 * 60 - 1),
      'deposit.fillDeadline',
    ],
    [
      'the fill deadline is weeks away',
      (p) => void (p.deposit.fillDeadline = QUOTE_TIME + 30 * 86400),
      'deposit.fillDeadline',
    ],
    [
      'an exclusivity period the quote does not name',
      (p) => void (p.deposit.exclusivityDeadline = QUOTE_TIME + 5 * 3600),
      'deposit.exclusivityParameter',
    ],
    [
      'it carries a message to run on arrival',
      (p) => void (p.deposit.message = '0xdeadbeef'),
      'deposit.message',
    ],
    [
      'the approval’s spender is someone else',
      (p) => void (p.approve.spender = STRANGER),
      'approval.spender',
    ],
    [
      'the approval action names another spender',
      (p) => void (p.approval!.spender = STRANGER),
      'approval.spender',
    ],
    ['the approval is unlimited', (p) => void (p.approve.amount = maxUint256), 'approval.amount'],
    [
      'the approval is for more than the input',
      (p) => void (p.approve.amount = 10n ** 18n),
      'approval.amount',
    ],
    [
      'the approval is for another token',
      (p) => void (p.approvalTx.to = USDC.arbitrum),
      'approval.token',
    ],
    ['the approval sends value', (p) => void (p.approvalTx.value = '5'), 'approval.value'],
    [
      'the report would be a signature',
      (p) => void (p.submit.arm = 'signatures'),
      'submit_execution.arm',
    ],
    [
      'a step Ferry does not know',
      (p) => void p.extra.push({ kind: 'bridge_to_mars', id: 'x' }),
      'nextActions',
    ],
    [
      'a signature besides the transaction',
      (p) =>
        void p.extra.push({
          kind: 'sign_typed_data',
          id: 'funding',
          chainId: 42161,
          typedData: { types: {}, domain: {}, primaryType: 'X', message: {} },
        }),
      'nextActions',
    ],
  ];

  it.each(refusals)('refuses when %s', (_, change, field) => {
    const result = checkTransactions(txQuote(change), expectedWeth);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(field);
  });

  it('refuses a native deposit whose value is not the amount', () => {
    const result = checkTransactions(
      ethQuote((p) => void (p.send.value = '1')),
      expectedEth,
    );
    expect(!result.ok && result.problems[0]?.field).toBe('transaction.value');
  });

  it('refuses an approval on a native deposit', () => {
    const result = checkTransactions(
      txQuote((p) => void (p.send.value = String(10n ** 17n))),
      expectedEth,
    );
    expect(!result.ok && result.problems.map((p) => p.field)).toContain('approval');
  });

  it('refuses a native deposit naming a token other than the wrapped native one', () => {
    const result = checkTransactions(
      ethQuote((p) => void (p.deposit.inputToken = USDC.arbitrum)),
      expectedEth,
    );
    expect(!result.ok && result.problems.map((p) => p.field)).toContain('deposit.inputToken');
  });

  it('refuses a deposit tagged for another quote', () => {
    const result = checkTransactions(txQuote(), {
      ...expectedWeth,
      quoteId: `0x${'ab'.repeat(32)}`,
    });
    expect(!result.ok && result.problems.map((p) => sayPhrase(intlIn(), p.message))).toContain(
      formatMessage('bridge.check.otherQuote'),
    );
  });

  it('names a chain no list knows by its id, in the reader’s language', () => {
    const result = checkTransactions(
      txQuote((p) => void (p.send.chainId = 999_999)),
      expectedWeth,
    );
    const chain = formatMessage('bridge.chain.unnamed', { chainId: '999999' }, 'es');
    expect(!result.ok && result.problems.map((p) => sayPhrase(intlIn('es'), p.message))).toContain(
      formatMessage('bridge.check.tx.chain', { chain, origin: String(chainLabel(42161)) }, 'es'),
    );
  });

  it('says what is wrong in words, naming the amounts in the token’s decimals', () => {
    const result = checkTransactions(
      txQuote((p) => void (p.approve.amount = 10n ** 18n)),
      expectedWeth,
    );
    expect(!result.ok && sayPhrase(intlIn(), result.problems[0]!.message)).toBe(
      formatMessage('bridge.check.tx.approvalAmount', { got: '1 WETH', want: '0.1 WETH' }),
    );
  });
});
