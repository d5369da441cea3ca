// @vitest-environment jsdom
// The flow's errors carry English for logs; what a person reads is the page's language, chosen
// by the kind of error, never its message.
import { render, screen } from '@testing-library/react';
import { encodeErrorResult, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../../i18n/testing/format-message';
import {
  explainEstimate,
  GasEstimateError,
  TransactionReplacedError,
  TransactionRevertedError,
} from '../signing/transaction-errors';
import { AccountChangedError, WrongNetworkError } from '../signing/wallet-errors';
import { OutcomeNotice } from './OutcomeNotice';

const HASH = `0x${'ab'.repeat(32)}` as const;
const noop = () => {};
const es = (id: string, values?: Record<string, string>) => formatMessage(id, values, 'es');

function showFailure(error: Error) {
  render(
    <OutcomeNotice
      outcome={{ kind: 'failed', error }}
      signingChainName="Base"
      onCheckAgain={noop}
      onSubmitAgain={noop}
    />,
    { wrapper: inLocale('es') },
  );
  // Danger is announced as an alert, a warning as a status.
  const notice = screen.queryByRole('alert') ?? screen.getByRole('status');
  expect(notice).not.toHaveTextContent(error.message);
  return notice;
}

const insufficientBalance = encodeErrorResult({
  abi: parseAbi([
    'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  ]),
  errorName: 'ERC20InsufficientBalance',
  args: [`0x${'11'.repeat(20)}`, 1n, 2n],
});

describe('OutcomeNotice in Spanish', () => {
  it.each<[string, Error, string, Record<string, string>?]>([
    [
      'a wallet on another network',
      new WrongNetworkError(8453),
      'bridge.outcome.wrongNetwork.title',
    ],
    ['a changed account', new AccountChangedError(), 'bridge.txOutcome.accountChanged.title'],
    [
      'a reverted deposit',
      new TransactionRevertedError('deposit', 8453, HASH),
      'bridge.txOutcome.reverted.title',
      { step: 'deposit' },
    ],
    [
      'a cancelled approval',
      new TransactionReplacedError('approval', 8453, HASH, 'cancelled'),
      'bridge.txOutcome.cancelled.title',
      { step: 'approval' },
    ],
    [
      'too little for the network fee',
      new GasEstimateError('deposit', 'insufficient-funds'),
      'bridge.txOutcome.noFee.title',
    ],
  ])('says %s in words, not the error’s message', (_name, error, id, values) => {
    expect(showFailure(error)).toHaveTextContent(es(id, values));
  });

  it('says why the contract would refuse a deposit in Spanish', () => {
    const error = explainEstimate('deposit', { cause: { data: insufficientBalance } });
    expect(showFailure(error)).toHaveTextContent(
      es('bridge.txOutcome.wouldFail.because', {
        detail: es('bridge.revert.insufficientBalance'),
      }),
    );
  });
});
