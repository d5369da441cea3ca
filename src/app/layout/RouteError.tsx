import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';

/** A page that threw while rendering or loading. The raw message is detail, not the headline. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="space-y-6">
      <PageHeader title="This page could not be shown" />
      <Notice tone="danger" title="Something went wrong while opening this page." announce>
        <p>Try again, or reload the page. If it keeps happening, the page itself has a fault.</p>
      </Notice>
      <div className="flex gap-2">
        <Button onClick={reset}>Try again</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
      <details className="text-sm text-muted">
        <summary className="cursor-pointer">Technical details</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs">
          {detail}
        </pre>
      </details>
    </div>
  );
}
