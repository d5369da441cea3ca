import { useFormat } from '../../lib/useFormat';
import { useT } from '../../i18n/useT';

interface Props {
  token: { symbol: string; decimals: number };
  quoted: string;
  received: string;
  priceUsd?: string | null;
}

function Row({ label, amount, usd }: { label: string; amount: string; usd?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-end">
        <bdi dir="ltr" className="font-medium tabular-nums">
          {amount}
        </bdi>
        {usd && (
          // The space is on the page's side of the amount: ms-2 on the ltr bdi itself would be
          // its left, away from the amount in Arabic.
          <span className="ms-2 text-sm text-muted tabular-nums">
            <bdi dir="ltr">≈ {usd}</bdi>
          </span>
        )}
      </dd>
    </div>
  );
}

/** After a fill: what was quoted against what arrived, in the token and in USD. */
export function QuotedVsReceived({ token, quoted, received, priceUsd }: Props) {
  const t = useT();
  const f = useFormat();
  const diff = BigInt(received) - BigInt(quoted);
  const abs = (diff < 0n ? -diff : diff).toString();
  const verdict = t.formatMessage(
    {
      id: 'transfers.quoted.verdict',
      defaultMessage:
        '{difference, select, none {Exactly as quoted.} more {{amount} more than quoted.} other {{amount} less than quoted.}}',
    },
    {
      difference: diff === 0n ? 'none' : diff > 0n ? 'more' : 'less',
      amount: f.tokenAmount(abs, token),
    },
  );
  return (
    <section aria-labelledby="quoted-vs-received" className="space-y-2">
      <h2 id="quoted-vs-received" className="text-base font-semibold">
        {t.formatMessage({ id: 'transfers.quoted.heading', defaultMessage: 'Quoted and received' })}
      </h2>
      <dl className="divide-y divide-border">
        <Row
          label={t.formatMessage({ id: 'transfers.quoted.quoted', defaultMessage: 'Quoted' })}
          amount={f.tokenAmount(quoted, token)}
          usd={f.usdAmount(quoted, token.decimals, priceUsd)}
        />
        <Row
          label={t.formatMessage({ id: 'transfers.quoted.arrived', defaultMessage: 'Arrived' })}
          amount={f.tokenAmount(received, token)}
          usd={f.usdAmount(received, token.decimals, priceUsd)}
        />
      </dl>
      <p className={diff < 0n ? 'text-sm font-medium text-warning' : 'text-sm text-muted'}>
        {verdict}
      </p>
      {!priceUsd && (
        <p className="text-xs text-muted">
          {t.formatMessage({
            id: 'transfers.quoted.noPrice',
            defaultMessage: 'No USD price is available for this token.',
          })}
        </p>
      )}
    </section>
  );
}
