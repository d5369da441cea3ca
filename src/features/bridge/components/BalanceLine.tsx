import { formatAmountDisplay } from '../../../contract/amounts';
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
  if (!token || balance.kind === 'no-wallet') return null;
  const { text, title } = copy(balance, token, originName);
  return (
    <span className="text-sm text-muted tabular-nums" title={title}>
      {text}
    </span>
  );
}

function copy(
  balance: Exclude<BalanceState, { kind: 'no-wallet' }>,
  token: TokenOption,
  originName: string,
): { text: string; title?: string } {
  switch (balance.kind) {
    case 'known':
      return {
        text: `Balance: ${formatAmountDisplay(balance.value, token.input.decimals)} ${token.symbol}`,
        title: `${formatAmountDisplay(balance.value, token.input.decimals, token.input.decimals)} ${token.symbol} on ${originName}`,
      };
    case 'loading':
      return { text: 'Reading balance…' };
    case 'unreadable':
      return {
        text: `Balance not readable on ${originName}`,
        title: `This Ferry has no node for ${originName}. Switch your wallet to ${originName} to see your balance here, or check it in your wallet.`,
      };
    case 'unavailable':
      return {
        text: 'Balance unavailable',
        title: `Ferry could not read your ${token.symbol} balance on ${originName} right now.`,
      };
  }
}
