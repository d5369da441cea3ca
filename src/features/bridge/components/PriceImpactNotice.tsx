import { useId } from 'react';
import { Notice } from '../../../components/ui/Notice';
import { formatImpact, impactLevel } from '../model/price-impact';

interface PriceImpactNoticeProps {
  impactPct: bigint | null;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
}

/** Above 3 % a warning; above 10 % a checkbox the person must tick before review. */
export function PriceImpactNotice({
  impactPct,
  confirmed,
  onConfirmedChange,
}: PriceImpactNoticeProps) {
  const id = useId();
  const level = impactLevel(impactPct);
  if (level === 'low' || impactPct === null) return null;
  const shown = formatImpact(impactPct);
  if (level === 'warn') {
    return (
      <Notice tone="warning" title={`High price impact: ${shown}`}>
        The swap moves the pool’s price against you. A smaller amount, or another token to receive,
        may lose less.
      </Notice>
    );
  }
  return (
    <Notice tone="danger" title={`Very high price impact: ${shown}`}>
      <p>
        More than a tenth of the value is lost to the swap. Try a smaller amount or another token
        first.
      </p>
      <label htmlFor={id} className="mt-2 flex items-start gap-2 font-medium">
        <input
          id={id}
          type="checkbox"
          checked={confirmed}
          onChange={(e) => onConfirmedChange(e.target.checked)}
          className="mt-1 accent-[var(--ferry-accent)]"
        />
        <span>I understand I lose {shown} of the value to price impact and want to continue.</span>
      </label>
    </Notice>
  );
}
