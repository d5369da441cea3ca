import type { TokenOption } from '../model/route-options';
import { readableAmount, type ReadableAmount } from '../../../lib/readable-amount';

function Figure({ limit, symbol }: { limit: ReadableAmount; symbol: string }) {
  return (
    <span
      title={`Exactly ${limit.exact} ${symbol}`}
      className={limit.rounded ? 'cursor-help underline decoration-dotted' : undefined}
    >
      {limit.shown}
    </span>
  );
}

/** "Min 0.0003175 · Max 1,587.0899 ETH": readable figures, every digit on hover. */
export function RouteLimits({ token }: { token: TokenOption }) {
  const { decimals } = token.input;
  return (
    <span className="tabular-nums">
      Min <Figure limit={readableAmount(token.limits.min, decimals, 'up')} symbol={token.symbol} />{' '}
      · Max{' '}
      <Figure limit={readableAmount(token.limits.max, decimals, 'down')} symbol={token.symbol} />{' '}
      {token.symbol}
    </span>
  );
}
