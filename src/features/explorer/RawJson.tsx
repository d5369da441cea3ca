import { T } from '../../i18n/useT';

/** The record exactly as the service sent it, behind a toggle. */
export function RawJson({ value }: { value: unknown }) {
  return (
    <details className="rounded-xl border border-border bg-surface p-4">
      <summary className="cursor-pointer text-sm font-medium">
        <T id="explorer.detail.rawJson" defaultMessage="Raw JSON from the service" />
      </summary>
      <pre
        dir="ltr"
        className="mt-3 max-h-96 overflow-auto rounded-lg bg-surface-2 p-3 font-mono text-xs"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
