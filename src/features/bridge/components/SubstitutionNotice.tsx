import { Notice } from '../../../components/ui/Notice';
import type { TokenSubstitution } from '../hooks/useTokenSubstitution';

/** The link asked for a token this route does not carry: what the form uses instead, and why. */
export function SubstitutionNotice({
  substitution: t,
  onDismiss,
}: {
  substitution: TokenSubstitution | undefined;
  onDismiss: () => void;
}) {
  if (!t) return null;
  return (
    <Notice announce tone="info" title={`${t.asked} changed to ${t.used}`}>
      <p>
        The link asked for {t.asked}, but {t.asked} cannot be sent from {t.originName} to{' '}
        {t.destinationName}, so Ferry picked {t.used}. The address bar now says {t.used}; choose
        another token below if you prefer.
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="mt-2 font-semibold text-accent underline"
      >
        OK
      </button>
    </Notice>
  );
}
