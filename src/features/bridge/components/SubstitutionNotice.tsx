import { Notice } from '../../../components/ui/Notice';
import { T, useT } from '../../../i18n/useT';
import type { TokenSubstitution } from '../hooks/useTokenSubstitution';

/** The link asked for a token this route does not carry: what the form uses instead, and why. */
export function SubstitutionNotice({
  substitution: t,
  onDismiss,
}: {
  substitution: TokenSubstitution | undefined;
  onDismiss: () => void;
}) {
  const intl = useT();
  if (!t) return null;
  return (
    <Notice
      announce
      tone="info"
      title={intl.formatMessage(
        { id: 'bridge.substitution.title', defaultMessage: '{asked} changed to {used}' },
        { asked: t.asked, used: t.used },
      )}
    >
      <p>
        <T
          id="bridge.substitution.body"
          defaultMessage="The link asked for {asked}, but {asked} cannot be sent from {origin} to {destination}, so Ferry picked {used}. The address bar now says {used}; choose another token below if you prefer."
          values={{
            asked: t.asked,
            used: t.used,
            origin: t.originName,
            destination: t.destinationName,
          }}
        />
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="mt-2 font-semibold text-accent underline"
      >
        <T id="bridge.substitution.ok" defaultMessage="OK" />
      </button>
    </Notice>
  );
}
