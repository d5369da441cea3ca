import type { TokenOption } from '../model/route-options';
import { T, useT } from '../../../i18n/useT';
import type { ReadableAmount } from '../../../lib/readable-amount';
import { useFormat } from '../../../lib/useFormat';

function Figure({ limit, symbol }: { limit: ReadableAmount; symbol: string }) {
  const t = useT();
  return (
    <span
      title={t.formatMessage(
        { id: 'bridge.limits.exactly', defaultMessage: 'Exactly {amount} {symbol}' },
        { amount: limit.exact, symbol },
      )}
      className={limit.rounded ? 'cursor-help underline decoration-dotted' : undefined}
    >
      {/* A rounded figure says so; every digit is in its title. */}
      {limit.rounded && '≈ '}
      {limit.shown}
    </span>
  );
}

/** "Min 0.0003175 · Max 1,587.0899 ETH": readable figures, every digit on hover. */
export function RouteLimits({ token }: { token: TokenOption }) {
  const f = useFormat();
  const { decimals } = token.input;
  return (
    <span className="tabular-nums">
      <T
        id="bridge.limits.range"
        defaultMessage="Min {min} · Max {max}"
        values={{
          min: (
            <Figure
              limit={f.readableAmount(token.limits.min, decimals, 'up')}
              symbol={token.symbol}
            />
          ),
          // With its symbol, left to right in right-to-left text ("1,587.0899 ETH").
          max: (
            <bdi dir="ltr">
              <Figure
                limit={f.readableAmount(token.limits.max, decimals, 'down')}
                symbol={token.symbol}
              />{' '}
              {token.symbol}
            </bdi>
          ),
        }}
      />
    </span>
  );
}
