import type { TokenOption } from '../model/route-options';
import { limitText, type LimitText } from '../model/limit-text';

function Figure({ limit, symbol }: { limit: LimitText; symbol: string }) {
  return (
    <span
      title={`Exactly ${limit.exact} ${symbol}`}
      className={limit.rounded ? 'cursor-help underline decoration-dotted' : undefined}
    >
      {limit.shown}
    </span>
  );
}

/** "Min 0.000318 · Max 1,587.089975 ETH": readable figures, every digit on hover. */
export function RouteLimits({ token }: { token: TokenOption }) {
  const { decimals } = token.input;
  return (
    <span className="tabular-nums">
      Min <Figure limit={limitText(token.limits.min, decimals, 'up')} symbol={token.symbol} /> · Max{' '}
      <Figure limit={limitText(token.limits.max, decimals, 'down')} symbol={token.symbol} />{' '}
      {token.symbol}
    </span>
  );
}
