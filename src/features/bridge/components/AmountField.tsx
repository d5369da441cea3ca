import { lazy, Suspense, useId, type ReactNode } from 'react';
import { getChain } from '../../../contract/chains';
import { cn } from '../../../lib/cn';
import { leftToRight } from '../../../lib/intl-locale';
import { useT } from '../../../i18n/useT';
import { decimalSeparator, typedAmountText } from '../../../lib/typed-amount';
import { useFormat } from '../../../lib/useFormat';
import type { AmountCheck } from '../model/amount';
import type { BalanceState } from '../model/balance-state';
import { sendable } from '../model/max-sendable';
import type { TokenOption } from '../model/route-options';
import { BalanceLine } from './BalanceLine';
import { RouteLimits } from './RouteLimits';
import type { TestFundsTarget } from '../model/test-funds';

// Offered only with a wallet connected on a sandbox chain, never on a first visit: its code (and
// the error copy it says a failure with) loads when it is shown.
// The quick amounts need a known balance, so a wallet connected: never on a first visit.
const QuickFill = lazy(() => import('./QuickFill').then((m) => ({ default: m.QuickFill })));
const TestFundsAction = lazy(() =>
  import('./TestFundsAction').then((m) => ({ default: m.TestFundsAction })),
);

interface AmountFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  token: TokenOption | undefined;
  check: AmountCheck;
  balance: BalanceState;
  originChainId: number | undefined;
  originName: string;
  /** The token button, placed inside the field. */
  tokenSlot: ReactNode;
  /** What the amount is ("You send", or what the recipient gets in exact-output mode). */
  label?: string;
  /** On a sandbox chain: the faucet beside the balance. */
  testFunds?: TestFundsTarget | undefined;
}

/** The amount to send, in the token's units on the origin chain; errors inline, never rounded. */
export function AmountField(props: AmountFieldProps) {
  const { text, onTextChange, token, check, balance, originChainId, originName, tokenSlot } = props;
  const { testFunds } = props;
  const t = useT();
  const f = useFormat();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const value =
    check.kind === 'ok' ? check.value : check.kind === 'problem' ? check.value : undefined;
  const error = check.kind === 'problem' ? check.message : undefined;
  const fill =
    token && originChainId !== undefined ? sendable(token, originChainId, balance) : undefined;
  const nativeSymbol = (originChainId !== undefined && getChain(originChainId)?.nativeSymbol) || '';
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={ids.input} className="text-sm font-medium text-muted">
          {props.label ??
            t.formatMessage({ id: 'bridge.amount.youSend', defaultMessage: 'You send' })}
        </label>
        <div className="flex flex-col items-end gap-1">
          <BalanceLine balance={balance} token={token} originName={originName} />
          {testFunds && token && (
            <Suspense fallback={null}>
              <TestFundsAction
                // A result belongs to one wallet on one chain.
                key={`${testFunds.chainId}:${testFunds.account}`}
                chainId={testFunds.chainId}
                chainName={originName}
                account={testFunds.account}
                token={token}
                offered={testFunds.offered}
              />
            </Suspense>
          )}
        </div>
      </div>
      <div
        className={cn(
          'mt-1 flex items-center gap-2 rounded-xl border bg-bg px-3 py-2',
          // The input draws no outline of its own: its box carries the 2 px focus ring.
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
          error ? 'border-danger' : 'border-border-strong focus-within:border-focus',
        )}
      >
        <input
          id={ids.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={typedAmountText('0.0', t.locale)}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(ids.hint, error && ids.error) || undefined}
          className="h-11 min-w-0 flex-1 bg-transparent text-2xl font-semibold tabular-nums outline-none placeholder:text-muted/60"
        />
        {tokenSlot}
      </div>
      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p id={ids.hint} className="flex flex-wrap gap-x-4 text-sm text-muted">
          <span className="tabular-nums">
            {value !== undefined && token
              ? t.formatMessage(
                  { id: 'bridge.amount.usd', defaultMessage: '≈ {usd}' },
                  // Kept left to right: in Arabic bidi would write Intl's "US$" as "$US".
                  {
                    usd: leftToRight(f.usd(value, token.input.decimals, token.priceUsd), f.locale),
                  },
                )
              : t.formatMessage(
                  {
                    id: 'bridge.amount.decimalHint',
                    defaultMessage:
                      '{separator, select, comma {Use a comma (,) for decimals} other {Use a dot (.) for decimals}}',
                  },
                  { separator: decimalSeparator(t.locale) === ',' ? 'comma' : 'dot' },
                )}
          </span>
          {token && token.limits.max > 0n && <RouteLimits token={token} />}
        </p>
        {fill && token && (
          <Suspense fallback={null}>
            <QuickFill
              token={token}
              sendable={fill}
              nativeSymbol={nativeSymbol || token.symbol}
              onFill={onTextChange}
            />
          </Suspense>
        )}
      </div>
      {/* Always mounted so a new message is announced, politely and once per change. */}
      <p
        id={ids.error}
        aria-live="polite"
        className={cn('text-sm font-medium text-danger', error && 'mt-1')}
      >
        {error}
      </p>
    </div>
  );
}
