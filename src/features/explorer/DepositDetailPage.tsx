import { Link } from '@tanstack/react-router';
import { defineMessage, defineMessages } from 'react-intl';
import { useExplorerDeposit } from '../../api/deposits';
import { isDepositRef } from '../../api/tracked-deposit';
import { useTokenDirectory } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import { useFormat } from '../../lib/useFormat';
import { statusInfo } from '../../components/deposit/status-map';
import { StatusPage } from '../../components/deposit/StatusPage';
import { isUnreachable } from '../../components/deposit/unreachable';
import { depositBundle } from '../../components/deposit/support-bundle';
import { useNow } from '../../lib/useNow';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import {
  advancedFacts,
  amountFacts,
  partyFacts,
  referenceFacts,
  timingFacts,
} from './deposit-facts';
import { DepositSummary } from './DepositSummary';
import { DepositProgress } from './DepositProgress';
import { FactSection } from './FactSection';
import { RawJson } from './RawJson';
import { ResultsSkeleton } from './ResultsSkeleton';
import { searchProblemOf } from './SearchProblem';
import type { ExtraTimelineEvent } from './timeline-events';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import { T, useT } from '../../i18n/useT';
import { keptLtr } from '../../components/deposit/message';

const REFRESH_MS = 10_000;

const m = defineMessages({
  eyebrow: { id: 'explorer.detail.eyebrow', defaultMessage: 'Explorer' },
  amounts: { id: 'explorer.detail.amounts', defaultMessage: 'Amounts and fees' },
  parties: { id: 'explorer.detail.parties', defaultMessage: 'Parties' },
  timing: { id: 'explorer.detail.timing', defaultMessage: 'Timing' },
  references: { id: 'explorer.detail.references', defaultMessage: 'References' },
  advanced: { id: 'explorer.detail.advanced', defaultMessage: 'Advanced' },
});

const title = defineMessage<{ depositId: string; origin: string }>({
  id: 'explorer.detail.title',
  defaultMessage: 'Deposit {depositId} on {origin}',
});

/** Before the record arrives (or when the server could not fetch it): the title without a chain. */
const loadingTitle = defineMessage<{ depositId: string }>({
  id: 'explorer.detail.loadingTitle',
  defaultMessage: 'Deposit {depositId}',
});

const backLink = (
  <Link to="/explorer" className={cn('text-sm font-medium', linkClass)}>
    <T id="explorer.detail.back" defaultMessage="Back to the explorer" />
  </Link>
);

/**
 * /explorer/deposits/$originChainId/$depositId: everything about one deposit for support, with
 * the tracker's timeline, lateness, refund path and support bundle. `extraTimelineEvents` puts
 * events from elsewhere (a signed-in admin's webhook inbox) on its timeline.
 */
export function DepositDetailPage(props: {
  originChainId: number;
  depositId: string;
  extraTimelineEvents?: readonly ExtraTimelineEvent[];
}) {
  const t = useT();
  if (!isDepositRef(props)) {
    return (
      <div className="space-y-6">
        <PageHeader
          eyebrow={t.formatMessage(m.eyebrow)}
          title={t.formatMessage({
            id: 'explorer.detail.incompleteTitle',
            defaultMessage: 'This deposit link is incomplete',
          })}
          description={backLink}
        />
        <p className="text-sm">
          {t.formatMessage(
            {
              id: 'explorer.detail.incompleteHelp',
              defaultMessage:
                'A deposit link names the origin chain id and the deposit id, for example {example}. Search the explorer for the deposit instead.',
            },
            { example: '/explorer/deposits/8453/1234' },
          )}
        </p>
      </div>
    );
  }
  return <DepositDetail {...props} />;
}

function DepositDetail({
  originChainId,
  depositId,
  extraTimelineEvents,
}: {
  originChainId: number;
  depositId: string;
  extraTimelineEvents?: readonly ExtraTimelineEvent[];
}) {
  const t = useT();
  const f = useFormat();
  const ref = { originChainId, depositId };
  const origin = chainLabel(originChainId, t);
  const tokens = useTokenDirectory();
  const query = useExplorerDeposit(
    ref,
    REFRESH_MS,
    (x) => statusInfo('deposit', x.status).complete,
  );
  const now = useNow(1_000);
  const d = query.data?.deposit;
  const info = d ? statusInfo('deposit', d.status) : undefined;
  const inTok = d ? tokens(d.originChainId, d.inputToken) : undefined;
  const sent = d ? f.tokenAmount(d.inputAmount, inTok) : '';

  // The service went away: say so, keep what was last known, and keep checking.
  const unreachable = query.isError && isUnreachable(query.error);
  let view;
  if (d && info) {
    view = (
      <div className="space-y-6">
        <DepositSummary d={d} info={info} tokens={tokens} />
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <DepositProgress
            d={d}
            now={now}
            origin={origin}
            sent={sent}
            extraTimelineEvents={extraTimelineEvents}
          />
          <FactSection title={t.formatMessage(m.amounts)} facts={amountFacts(t, d, tokens)} />
          <FactSection title={t.formatMessage(m.parties)} facts={partyFacts(t, d)} />
          <FactSection title={t.formatMessage(m.timing)} facts={timingFacts(t, d, now)} />
          <FactSection title={t.formatMessage(m.references)} facts={referenceFacts(t, d)} />
          <FactSection title={t.formatMessage(m.advanced)} facts={advancedFacts(t, d)} />
        </div>
        <RawJson value={d} />
      </div>
    );
  } else if (query.isSuccess) {
    view = (
      <Card className="space-y-2 p-5">
        <h2 className="text-base font-semibold">
          {t.formatMessage(
            {
              id: 'explorer.detail.notYetTitle',
              defaultMessage: 'No deposit {depositId} on {origin} yet',
            },
            keptLtr(t, { depositId, origin }),
          )}
        </h2>
        <p className="text-sm text-muted">
          {t.formatMessage(
            {
              id: 'explorer.detail.notYetHelp',
              defaultMessage:
                'The service indexes a new deposit 1 to 15 seconds after it is mined; this page checks again every {seconds, plural, one {# second} other {# seconds}}. Check the origin chain if it never appears.',
            },
            { seconds: REFRESH_MS / 1000 },
          )}
        </p>
      </Card>
    );
  }

  const bundle = () =>
    depositBundle(ref, d, {
      generatedAt: new Date().toISOString(),
      pageUrl: window.location.href,
      shownState: d?.status ?? 'not loaded',
    });

  return (
    <StatusPage
      header={
        <PageHeader
          eyebrow={t.formatMessage(m.eyebrow)}
          title={
            query.isPending
              ? t.formatMessage(loadingTitle, keptLtr(t, { depositId }))
              : t.formatMessage(title, keptLtr(t, { depositId, origin }))
          }
          description={backLink}
        />
      }
      view={view}
      unreachable={unreachable}
      lastChecked={query.dataUpdatedAt || undefined}
      problem={unreachable ? undefined : searchProblemOf(query)}
      loading={<ResultsSkeleton />}
      bundle={d && bundle}
    />
  );
}
