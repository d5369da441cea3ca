import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { T, useT } from '../../i18n/useT';

/** A page that threw while rendering or loading. The raw message is detail, not the headline. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.formatMessage({
          id: 'routeError.title',
          defaultMessage: 'This page could not be shown',
        })}
      />
      <Notice
        tone="danger"
        title={t.formatMessage({
          id: 'routeError.notice',
          defaultMessage: 'Something went wrong while opening this page.',
        })}
        announce
      >
        <p>
          <T
            id="routeError.advice"
            defaultMessage="Try again, or reload the page. If it keeps happening, the page itself has a fault."
          />
        </p>
      </Notice>
      <div className="flex gap-2">
        <Button onClick={reset}>
          <T id="routeError.retry" defaultMessage="Try again" />
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <T id="routeError.reload" defaultMessage="Reload page" />
        </Button>
      </div>
      <details className="text-sm text-muted">
        <summary className="cursor-pointer">
          <T id="routeError.details" defaultMessage="Technical details" />
        </summary>
        <pre
          dir="ltr"
          className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs"
        >
          {detail}
        </pre>
      </details>
    </div>
  );
}
