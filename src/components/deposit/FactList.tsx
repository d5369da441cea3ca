import type { ReactNode } from 'react';

export type Fact = [label: ReactNode, value: ReactNode | undefined | null];

/** Label/value pairs; a missing value is left out rather than shown as "undefined". */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {facts
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        // A label in markup has no text to key by; a section's facts keep their order.
        .map(([label, value], i) => (
          <div key={typeof label === 'string' ? label : i} className="contents">
            <dt className="text-muted">{label}</dt>
            {/* Long hashes break anywhere, words only when they must (break-all cut Arabic words). */}
            <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
