import { useId, type ReactNode } from 'react';
import { formatAmount, formatAmountDisplay, formatUsd } from '../../../contract/amounts';
import { cn } from '../../../lib/cn';
import type { AmountCheck } from '../model/amount';
import type { TokenOption } from '../model/route-options';

export type BalanceState =
  | { kind: 'no-wallet' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'known'; value: bigint };

interface AmountFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  token: TokenOption | undefined;
  check: AmountCheck;
  balance: BalanceState;
  originName: string;
  /** The token button, placed inside the field. */
  tokenSlot: ReactNode;
}

/** The amount to send, in the token's units on the origin chain; errors inline, never rounded. */
export function AmountField(props: AmountFieldProps) {
  const { text, onTextChange, token, check, balance, originName, tokenSlot } = props;
  const ids = { input: useId(), hint: useId(), error: useId() };
  const value =
    check.kind === 'ok' ? check.value : check.kind === 'problem' ? check.value : undefined;
  const error = check.kind === 'problem' ? check.message : undefined;
  const max = token ? maxSendable(token, balance) : undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={ids.input} className="text-sm font-medium text-muted">
          You send
        </label>
        <BalanceLine balance={balance} token={token} originName={originName} />
      </div>
      <div
        className={cn(
          'mt-1 flex items-center gap-2 rounded-xl border bg-bg px-3 py-2',
          error ? 'border-danger' : 'border-border-strong focus-within:border-focus',
        )}
      >
        <input
          id={ids.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(ids.hint, error && ids.error) || undefined}
          className="h-11 min-w-0 flex-1 bg-transparent text-2xl font-semibold tabular-nums outline-none placeholder:text-muted/60"
        />
        {max !== undefined && token && (
          <button
            type="button"
            onClick={() => onTextChange(formatMax(max, token))}
            aria-label={`Use the most you can send: ${formatMax(max, token)} ${token.symbol}`}
            className="rounded-md px-2 py-1 text-xs font-bold tracking-wide text-accent hover:bg-accent-soft"
          >
            MAX
          </button>
        )}
        {tokenSlot}
      </div>
      <p id={ids.hint} className="mt-1.5 flex flex-wrap justify-between gap-x-4 text-sm text-muted">
        <span className="tabular-nums">
          {value !== undefined && token
            ? `≈ ${formatUsd(value, token.input.decimals, token.priceUsd)}`
            : ' '}
        </span>
        {token && token.limits.max > 0n && (
          <span className="tabular-nums">
            Min {formatAmountDisplay(token.limits.min, token.input.decimals)} · Max{' '}
            {formatAmountDisplay(token.limits.max, token.input.decimals, 2)} {token.symbol}
          </span>
        )}
      </p>
      {error && (
        <p id={ids.error} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function maxSendable(token: TokenOption, balance: BalanceState): bigint | undefined {
  if (balance.kind !== 'known' || balance.value === 0n) return undefined;
  const cap =
    token.limits.max > 0n && token.limits.max < balance.value ? token.limits.max : balance.value;
  return cap;
}

function formatMax(value: bigint, token: TokenOption): string {
  return formatAmount(value, token.input.decimals);
}

function BalanceLine({
  balance,
  token,
  originName,
}: {
  balance: BalanceState;
  token: TokenOption | undefined;
  originName: string;
}) {
  if (!token || balance.kind === 'no-wallet') return null;
  const text =
    balance.kind === 'known'
      ? `Balance: ${formatAmountDisplay(balance.value, token.input.decimals)} ${token.symbol}`
      : balance.kind === 'loading'
        ? 'Reading balance…'
        : 'Balance unavailable';
  const title =
    balance.kind === 'unavailable'
      ? `Ferry could not read your ${token.symbol} balance on ${originName} right now.`
      : undefined;
  return (
    <span className="text-sm text-muted tabular-nums" title={title}>
      {text}
    </span>
  );
}
