import { useEffect, useId, useRef } from 'react';
import type { Address } from 'viem';
import type { FaucetResponse } from '../../../api/sandbox-faucet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorCopy } from '../../../api/error-copy';
import { isServiceError } from '../../../contract/errors';
import { cn } from '../../../lib/cn';
import { formatsFor } from '../../../lib/format';
import type { IntlShape } from 'react-intl';
import { T, useT } from '../../../i18n/useT';
import { useTestFunds } from '../hooks/useTestFunds';
import type { TokenOption } from '../model/route-options';

interface TestFundsActionProps {
  chainId: number;
  chainName: string;
  account: Address;
  token: TokenOption;
  /** The wallet holds less than it would send (or nothing): offer the faucet. */
  offered: boolean;
}

/**
 * On a sandbox chain, the faucet beside the balance, as a testnet has one. What happens is said
 * in a polite status; when the top-up covers the amount the button goes, and focus that was on it
 * moves to the message that took its place.
 */
export function TestFundsAction({
  chainId,
  chainName,
  account,
  token,
  offered,
}: TestFundsActionProps) {
  const t = useT();
  const funds = useTestFunds();
  const statusId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const refocus = useRef(false);
  const showButton = offered || funds.isPending;
  useEffect(() => {
    if (!showButton && refocus.current) status.current?.focus();
    refocus.current = false;
  }, [showButton]);

  if (!showButton && funds.isIdle) return null;
  const ask = () => {
    if (funds.isPending) return;
    funds.mutate(
      { chainId, address: account },
      {
        // Still in the page here: the re-render that may remove it comes after.
        onSuccess: () => void (refocus.current = document.activeElement === button.current),
      },
    );
  };
  return (
    <div className="flex flex-col items-end gap-1 text-end">
      {showButton && (
        <button
          ref={button}
          type="button"
          onClick={ask}
          aria-disabled={funds.isPending || undefined}
          aria-busy={funds.isPending || undefined}
          aria-describedby={statusId}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md border border-dashed border-warning/50 bg-warning-soft px-2 py-1 text-xs font-semibold text-text hover:border-warning',
            funds.isPending && 'cursor-progress',
          )}
        >
          {funds.isPending && <Spinner className="size-3" />}
          <T id="bridge.testFunds.button" defaultMessage="Sandbox chain: get test funds" />
        </button>
      )}
      <p
        ref={status}
        id={statusId}
        role="status"
        tabIndex={-1}
        className={cn('text-xs', funds.isError ? 'font-medium text-danger' : 'text-muted')}
      >
        {message(t, funds, chainName, token)}
      </p>
    </div>
  );
}

function message(
  t: IntlShape,
  funds: ReturnType<typeof useTestFunds>,
  chainName: string,
  token: TokenOption,
): string {
  if (funds.isPending)
    return t.formatMessage(
      { id: 'bridge.testFunds.adding', defaultMessage: 'Adding test funds on {chain}…' },
      { chain: chainName },
    );
  if (funds.isError) {
    const copy = errorCopy(
      t,
      isServiceError(funds.error) ? funds.error : { code: 'UNEXPECTED_ERROR' },
    );
    return t.formatMessage(
      { id: 'bridge.testFunds.failed', defaultMessage: 'No test funds added: {message} {action}' },
      { message: copy.message, action: copy.action },
    );
  }
  if (funds.isSuccess) return funded(t, funds.data, chainName, token);
  return t.formatMessage(
    {
      id: 'bridge.testFunds.offer',
      defaultMessage: 'Test tokens on the local {chain}, worth nothing real.',
    },
    { chain: chainName },
  );
}

function funded(t: IntlShape, data: FaucetResponse, chainName: string, token: TokenOption): string {
  const mine = data.balances.find(
    (b) => b.token.toLowerCase() === token.input.address.toLowerCase(),
  );
  if (!mine || BigInt(mine.added) > 0n)
    return t.formatMessage(
      { id: 'bridge.testFunds.added', defaultMessage: 'Test funds added on {chain}.' },
      { chain: chainName },
    );
  // Asked for more than the faucet gives: say so, or the button would seem broken.
  return t.formatMessage(
    {
      id: 'bridge.testFunds.atMost',
      defaultMessage: 'You already hold {amount} {symbol} on {chain}, the most the faucet gives.',
    },
    {
      amount: formatsFor(t).amount(BigInt(mine.balance), mine.decimals),
      symbol: token.symbol,
      chain: chainName,
    },
  );
}
