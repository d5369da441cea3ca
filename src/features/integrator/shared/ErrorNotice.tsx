import { Notice } from '../../../components/ui/Notice';
import { useErrorCopy } from '../../../api/error-copy';
import { isServiceError } from '../../../contract/errors';
import { useT } from '../../../i18n/useT';
import { useSessionEnded } from '../session/useSessionEnded';

/**
 * An error from the typed error table: title, what happened, what to do. Nothing for a session
 * that ended: the layout's sign-in panel says that.
 */
export function ErrorNotice({ error, className }: { error: unknown; className?: string }) {
  const describeError = useErrorCopy();
  const t = useT();
  const sessionEnded = useSessionEnded(error);
  if (sessionEnded) return null;
  const copy = isServiceError(error)
    ? describeError(error)
    : {
        title: t.formatMessage({
          id: 'integrator.errorNotice.title',
          defaultMessage: 'Something went wrong',
        }),
        message: t.formatMessage({
          id: 'integrator.errorNotice.message',
          defaultMessage: 'The request couldn’t be completed.',
        }),
        action: t.formatMessage({
          id: 'integrator.errorNotice.action',
          defaultMessage: 'Try again.',
        }),
      };
  return (
    <Notice tone="danger" title={copy.title} announce className={className}>
      {copy.message} {copy.action}
    </Notice>
  );
}
