import type { ReactNode } from 'react';

/** A field's hint and error, under it, with the ids its control names in aria-describedby. */
export function FieldNotes({
  ids,
  hint,
  error,
}: {
  ids: { hint: string; error: string };
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={ids.hint} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}
