import { useId } from 'react';
import { Notice } from '../../../components/ui/Notice';
import { T, useT } from '../../../i18n/useT';
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
  const t = useT();
  const id = useId();
  const level = impactLevel(impactPct);
  if (level === 'low' || impactPct === null) return null;
  const shown = formatImpact(impactPct, t.locale);
  if (level === 'warn') {
    return (
      <Notice
        tone="warning"
        title={t.formatMessage(
          { id: 'bridge.impact.high.title', defaultMessage: 'High price impact: {impact}' },
          { impact: shown },
        )}
      >
        <T
          id="bridge.impact.high.body"
          defaultMessage="The swap moves the pool’s price against you. A smaller amount, or another token to receive, may lose less."
        />
      </Notice>
    );
  }
  return (
    <Notice
      tone="danger"
      title={t.formatMessage(
        { id: 'bridge.impact.veryHigh.title', defaultMessage: 'Very high price impact: {impact}' },
        { impact: shown },
      )}
    >
      <p>
        <T
          id="bridge.impact.veryHigh.body"
          defaultMessage="More than a tenth of the value is lost to the swap. Try a smaller amount or another token first."
        />
      </p>
      <label htmlFor={id} className="mt-2 flex items-start gap-2 font-medium">
        <input
          id={id}
          type="checkbox"
          checked={confirmed}
          onChange={(e) => onConfirmedChange(e.target.checked)}
          className="mt-1 accent-[var(--ferry-accent)]"
        />
        <span>
          <T
            id="bridge.impact.confirm"
            defaultMessage="I understand I lose {impact} of the value to price impact and want to continue."
            values={{ impact: shown }}
          />
        </span>
      </label>
    </Notice>
  );
}
