import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import {
  isRefused,
  searchRetryDelayMs,
  useExplorerSearch,
  type ExplorerLookup,
  type ExplorerMatch,
  type MatchVia,
} from '../../api/explorer-search';
import { useNow } from '../../lib/useNow';
import { statusInfo } from '../../components/deposit/status-map';
import { Notice } from '../../components/ui/Notice';
import { useDepositRows } from './useDepositRows';
import { DepositsTable } from './DepositsTable';
import { NotFound } from './NotFound';
import { recheckInterval, RECHECK_FOR_MS } from './recheck';
import { ResultsSkeleton } from './ResultsSkeleton';
import { searchProblemOf } from './SearchProblem';
import { Jargon } from './terms';
import { SearchRefused, SearchRefusedCountdown } from './SearchRefused';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import { T, useT } from '../../i18n/useT';

/** How a match was found; `count` is its number of deposits. */
const VIA_TITLE = defineMessages<Record<MatchVia, { count: number }>>({
  depositTxnRef: {
    id: 'explorer.match.depositTxnRef',
    defaultMessage:
      '{count, plural, =0 {Deposit transaction} one {Deposit transaction} other {Deposit transaction (# deposits)}}',
  },
  relayDataHash: { id: 'explorer.match.relayDataHash', defaultMessage: 'Cross-chain id' },
  orderId: { id: 'explorer.match.orderId', defaultMessage: 'Order id' },
  sweepTxnRef: {
    id: 'explorer.match.sweepTxnRef',
    defaultMessage:
      'Sweep transaction: {count, plural, one {# deposit swept together} other {# deposits swept together}}',
  },
  depositId: { id: 'explorer.match.depositId', defaultMessage: 'Deposit id' },
  fillTxnRef: { id: 'explorer.match.fillTxnRef', defaultMessage: 'Fill transaction' },
  refundTxnRef: { id: 'explorer.match.refundTxnRef', defaultMessage: 'Refund transaction' },
  approvalTxnRef: {
    id: 'explorer.match.approvalTxnRef',
    defaultMessage: 'Token approval sent before the deposit',
  },
});

const m = defineMessages({
  noneYet: { id: 'explorer.lookup.announceNone', defaultMessage: 'No deposit found yet.' },
  partialTitle: {
    id: 'explorer.lookup.partialTitle',
    defaultMessage: 'Some lookups did not answer',
  },
  partialText: {
    id: 'explorer.lookup.partialText',
    defaultMessage: 'The results below may be incomplete; search again in a moment.',
  },
});

/** Titles that stand for a protocol term, with the term on hover. */
const VIA_HEADING: Partial<Record<MatchVia, (text: string) => ReactNode>> = {
  relayDataHash: () => <Jargon of="relayHash" />,
  sweepTxnRef: (text) => <Jargon of="sweep">{text}</Jargon>,
};

const resultsFound = defineMessage<{ count: number }>({
  id: 'explorer.lookup.announceFound',
  defaultMessage: '{count, plural, one {# result found.} other {# results found.}}',
});

/** "Matched as: …", the way the match was found (words, or words with a term on hover). */
const matchedAs = (via: ReactNode) => (
  <T id="explorer.match.matchedAs" defaultMessage="Matched as: {via}" values={{ via }} />
);

function MatchSection({ match, index }: { match: ExplorerMatch; index: number }) {
  const t = useT();
  const rows = useDepositRows(match.deposits);
  const via = t.formatMessage(VIA_TITLE[match.via], { count: match.deposits.length });
  const title = t.formatMessage(
    { id: 'explorer.match.matchedAs', defaultMessage: 'Matched as: {via}' },
    { via },
  );
  const headingId = `match-${index}`;
  const order = match.order;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {matchedAs(VIA_HEADING[match.via]?.(via) ?? via)}
      </h3>
      {order && (
        <p className="text-sm">
          {t.formatMessage(
            {
              id: 'explorer.match.order',
              defaultMessage:
                'This is the order id of a Ferry transfer ({status}). <link>Open its tracker</link>{deposits, plural, =0 { — it has no deposit on chain yet.} other {}}',
            },
            {
              status: t
                .formatMessage(statusInfo('transfer', order.state).messages.label)
                .toLocaleLowerCase(t.locale),
              deposits: match.deposits.length,
              link: (chunks: ReactNode[]) => (
                <Link
                  to="/transfers/$orderId"
                  params={{ orderId: order.orderId }}
                  className={cn('font-medium', linkClass)}
                >
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      )}
      {rows.length > 0 && <DepositsTable rows={rows} caption={title} />}
    </section>
  );
}

/** A lookup by one identifier, its matches grouped by how they matched. */
export function LookupResults({
  lookup,
  onResult,
}: {
  lookup: ExplorerLookup;
  onResult: (summary: string) => void;
}) {
  const t = useT();
  const [firstMissAt, setFirstMissAt] = useState<number>();
  const now = useNow(1_000, firstMissAt !== undefined);
  const interval = recheckInterval(firstMissAt, now);
  // A re-check refused after its own tries ends the re-checking: nothing runs until the person
  // searches again.
  const query = useExplorerSearch(lookup, (q) =>
    q.state.status === 'error' && isRefused(q.state.error) ? false : interval,
  );
  const matches = query.data?.matches;
  const found = matches?.length ?? 0;
  const refused = query.isError && isRefused(query.error);
  // Refused, and the next try is already scheduled (the query layer backs off by itself).
  const waiting =
    query.fetchStatus === 'fetching' && query.failureCount > 0 && isRefused(query.failureReason);

  // The re-check window opens at the first miss and closes at the first hit (state adjusted
  // while rendering, as React recommends for values derived from a changing input).
  if (query.data && found === 0 && firstMissAt === undefined) setFirstMissAt(query.dataUpdatedAt);
  if (found > 0 && firstMissAt !== undefined) setFirstMissAt(undefined);
  const total = matches?.reduce((n, m) => n + Math.max(m.deposits.length, 1), 0) ?? 0;
  useEffect(() => {
    if (!query.data) return;
    onResult(
      found === 0 ? t.formatMessage(m.noneYet) : t.formatMessage(resultsFound, { count: total }),
    );
  }, [query.data, found, total, onResult, t]);

  const searchAgain = () => {
    setFirstMissAt(Date.now());
    void query.refetch();
  };

  if (!query.data) {
    // Nothing shown yet: a refusal says when the search runs again, or that the page stopped.
    if (waiting) {
      return (
        <SearchRefusedCountdown
          key={query.failureCount}
          waitMs={searchRetryDelayMs(query.failureCount - 1, query.failureReason)}
        />
      );
    }
    if (query.isPending || query.fetchStatus === 'fetching') return <ResultsSkeleton />;
    if (refused) return <SearchRefused onSearchAgain={searchAgain} />;
    return searchProblemOf(query);
  }
  // Once a search has responded, a refused re-check never replaces what is on screen.
  if (query.isError && !refused) return searchProblemOf(query);
  if (!matches || found === 0) {
    const left =
      firstMissAt === undefined
        ? Math.round(RECHECK_FOR_MS / 1000)
        : Math.max(0, Math.ceil((firstMissAt + RECHECK_FOR_MS - now) / 1000));
    return (
      <NotFound
        rechecking={left > 0 && !refused}
        secondsLeft={left}
        refused={refused}
        onSearchAgain={searchAgain}
      />
    );
  }
  return (
    <div className="space-y-6">
      {query.data.partial && (
        <Notice tone="warning" title={t.formatMessage(m.partialTitle)}>
          {t.formatMessage(m.partialText)}
        </Notice>
      )}
      {matches.map((m, i) => (
        <MatchSection key={m.via} match={m} index={i} />
      ))}
    </div>
  );
}
