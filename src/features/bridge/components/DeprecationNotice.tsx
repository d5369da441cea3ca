import { Notice } from '../../../components/ui/Notice';
import { useT } from '../../../i18n/useT';
import { deprecationSentence, type Deprecation } from '../model/deprecations';

/** Dated chain deprecations: ended ones, and those announced for a future day. */
export function DeprecationNotice({
  deprecations,
  className,
}: {
  deprecations: readonly Deprecation[];
  className?: string;
}) {
  const t = useT();
  if (deprecations.length === 0) return null;
  return (
    <Notice
      tone="warning"
      title={t.formatMessage({
        id: 'bridge.deprecation.title',
        defaultMessage: 'Chain support changes',
      })}
      className={className}
    >
      <ul className="space-y-1">
        {deprecations.map((d) => (
          <li key={d.chainId}>{deprecationSentence(t, d)}</li>
        ))}
      </ul>
    </Notice>
  );
}
