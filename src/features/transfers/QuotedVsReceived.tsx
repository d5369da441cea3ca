import { tokenAmount, usdAmount } from '../../lib/token-amount';

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
      <dd className="text-right">
        <span className="font-medium tabular-nums">{amount}</span>
        {usd && <span className="ml-2 text-sm text-muted tabular-nums">≈ {usd}</span>}
      </dd>
    </div>
  );
}

/** After a fill: what was quoted against what arrived, in the token and in USD. */
export function QuotedVsReceived({ token, quoted, received, priceUsd }: Props) {
  const diff = BigInt(received) - BigInt(quoted);
  const abs = (diff < 0n ? -diff : diff).toString();
  const verdict =
    diff === 0n
      ? 'Exactly as quoted.'
      : diff > 0n
        ? `${tokenAmount(abs, token)} more than quoted.`
        : `${tokenAmount(abs, token)} less than quoted.`;
  return (
    <section aria-labelledby="quoted-vs-received" className="space-y-2">
      <h2 id="quoted-vs-received" className="text-base font-semibold">
        Quoted and received
      </h2>
      <dl className="divide-y divide-border">
        <Row
          label="Quoted"
          amount={tokenAmount(quoted, token)}
          usd={usdAmount(quoted, token.decimals, priceUsd)}
        />
        <Row
          label="Arrived"
          amount={tokenAmount(received, token)}
          usd={usdAmount(received, token.decimals, priceUsd)}
        />
      </dl>
      <p className={diff < 0n ? 'text-sm font-medium text-warning' : 'text-sm text-muted'}>
        {verdict}
      </p>
      {!priceUsd && <p className="text-xs text-muted">No USD price is available for this token.</p>}
    </section>
  );
}
