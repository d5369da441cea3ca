import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { T } from '../../../i18n/useT';

export type Mark = 'done' | 'now' | 'next';

/** A progress step's mark: a tick, a spinner, or an empty circle; then its state for readers. */
export function StepMark({ mark }: { mark: Mark }) {
  if (mark === 'done') return <Icon name="check" size={16} className="text-success" />;
  if (mark === 'now') return <Spinner className="text-accent" />;
  return (
    <span className="block size-4 rounded-full border border-border-strong" aria-hidden="true" />
  );
}

/** What a sighted person reads from the mark, for a screen reader. */
export function StepState({ mark }: { mark: Mark }) {
  return (
    <span className="sr-only">
      {mark === 'done' ? (
        <>
          {' '}
          <T id="bridge.step.done" defaultMessage="(done)" />
        </>
      ) : mark === 'now' ? (
        <>
          {' '}
          <T id="bridge.step.now" defaultMessage="(in progress)" />
        </>
      ) : null}
    </span>
  );
}
