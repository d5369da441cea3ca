import type { ReactNode } from 'react';
import { Term } from '../../../components/ui/Term';
import type { TermText } from '../model/terms';
import type { SignSection } from '../signing/describe';
import { ltr, sayPhrase, type Phrase } from '../model/messages';
import { Said } from './Said';
import { linkClass } from '../../../components/ui/link-class';
import { cn } from '../../../lib/cn';
import { GroupedHex, isHex } from '../../../components/ui/GroupedHex';
import { T, useT } from '../../../i18n/useT';

/** Exactly what the wallet will show, in words: one block per signature. */
export function SignSummary({ sections }: { sections: readonly SignSection[] }) {
  const t = useT();
  /** Plain words, with the protocol term behind them on hover where there is one. */
  const plain = (words: Phrase, term: TermText | undefined): ReactNode =>
    term ? (
      <Term term={term.term} meaning={t.formatMessage(term.meaning)}>
        {sayPhrase(t, words)}
      </Term>
    ) : (
      sayPhrase(t, words)
    );
  return (
    <div className="space-y-4">
      {sections.map((section, n) => (
        // One block per signature, in the order signed: its place is its identity.
        <div key={n}>
          <h3 className="text-sm font-semibold">{sayPhrase(t, section.title)}</h3>
          <dl className="mt-2 divide-y divide-border rounded-lg border border-border text-sm">
            {section.rows.map((row) => (
              <div
                key={row.label.message.id}
                className="grid gap-1 px-3 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3"
              >
                <dt className="text-muted">{plain(row.label, row.labelTerm)}</dt>
                {/* minmax(0, …) and anywhere-wrapping: a long unbroken name
                    ("HyperliquidSignTransaction") wraps inside its cell instead of overflowing. */}
                <dd className="min-w-0 [overflow-wrap:anywhere]">
                  {row.mono && isHex(sayPhrase(t, row.value)) ? (
                    // Addresses and ids break between groups of four, in balanced lines.
                    <GroupedHex
                      value={sayPhrase(t, row.value)}
                      className="block font-mono text-xs sm:text-sm"
                    />
                  ) : (
                    <span
                      className={
                        row.mono ? 'font-mono text-xs break-all sm:text-sm' : 'font-medium'
                      }
                    >
                      <Said phrase={row.mono ? ltr(sayPhrase(t, row.value)) : row.value} />
                    </span>
                  )}
                  {row.note && (
                    <span className="mt-0.5 block text-xs text-muted">
                      {plain(row.note, row.noteTerm)}
                    </span>
                  )}
                  {row.href && (
                    <a
                      href={row.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={cn('mt-0.5 block text-xs font-medium', linkClass)}
                    >
                      <T
                        id="bridge.sign.viewContract"
                        defaultMessage="View the contract<hidden> {address} (opens the explorer in a new tab)</hidden>"
                        values={{
                          address: sayPhrase(t, row.value),
                          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                        }}
                      />
                    </a>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
