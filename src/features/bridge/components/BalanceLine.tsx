import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { useT } from '../../../i18n/useT';
import { formatsFor } from '../../../lib/format';
import type { BalanceState } from '../model/balance-state';
import type { TokenOption } from '../model/route-options';

/** The wallet's balance of the token, beside the amount; never a false zero. */
export function BalanceLine({
  balance,
  token,
  originName,
}: {
  balance: BalanceState;
  token: TokenOption | undefined;
  originName: string;
}) {
  const t = useT();
  if (!token || balance.kind === 'no-wallet') return null;
  const { text, title } = copy(t, balance, token, originName);
  return (
    <span className="text-sm text-muted tabular-nums" title={title}>
      {text}
    </span>
  );
}

function copy(
  t: IntlShape,
  balance: Exclude<BalanceState, { kind: 'no-wallet' }>,
  token: TokenOption,
  originName: string,
): { text: ReactNode; title?: string } {
  const f = formatsFor(t);
  switch (balance.kind) {
    case 'known':
      return {
        text: t.formatMessage(
          { id: 'bridge.balance.known', defaultMessage: 'Balance: {amount}' },
          {
            // Left to right inside right-to-left text: "12.5 USDC", not "USDC 12.5".
            amount: (
              <bdi dir="ltr">
                {f.amount(balance.value, token.input.decimals)} {token.symbol}
              </bdi>
            ),
          },
        ),
        title: t.formatMessage(
          { id: 'bridge.balance.knownExact', defaultMessage: '{amount} {symbol} on {chain}' },
          {
            amount: f.amount(balance.value, token.input.decimals, token.input.decimals),
            symbol: token.symbol,
            chain: originName,
          },
        ),
      };
    case 'loading':
      return {
        text: t.formatMessage({ id: 'bridge.balance.loading', defaultMessage: 'Reading balance…' }),
      };
    case 'unreadable':
      return {
        text: t.formatMessage(
          { id: 'bridge.balance.unreadable', defaultMessage: 'Balance not readable on {chain}' },
          { chain: originName },
        ),
        title: t.formatMessage(
          {
            id: 'bridge.balance.unreadableHelp',
            defaultMessage:
              'This Ferry has no node for {chain}. Switch your wallet to {chain} to see your balance here, or check it in your wallet.',
          },
          { chain: originName },
        ),
      };
    case 'unavailable':
      return {
        text: t.formatMessage({
          id: 'bridge.balance.unavailable',
          defaultMessage: 'Balance unavailable',
        }),
        title: t.formatMessage(
          {
            id: 'bridge.balance.unavailableHelp',
            defaultMessage: 'Ferry could not read your {symbol} balance on {chain} right now.',
          },
          { symbol: token.symbol, chain: originName },
        ),
      };
  }
}
