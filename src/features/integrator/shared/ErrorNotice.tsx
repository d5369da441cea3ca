import { Notice } from '../../../components/ui/Notice';
import { describeError } from '../../../contract/error-copy';
import { isServiceError } from '../../../contract/errors';

/** An error from the typed error table: title, what happened, what to do. */
export function ErrorNotice({ error, className }: { error: unknown; className?: string }) {
  const copy = isServiceError(error)
    ? describeError(error)
    : {
        title: 'Something went wrong',
        message: "The request couldn't be completed.",
        action: 'Try again.',
      };
  return (
    <Notice tone="danger" title={copy.title} announce className={className}>
      {copy.message} {copy.action}
    </Notice>
  );
}
