import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { invalidateAddressActivity } from '../../../api/integrator-deposit-addresses';
import { useWebhookEvents } from '../../../api/webhook-events';
import { T, useT } from '../../../i18n/useT';
import type { DepositAddressRecord } from '../../../contract/schemas/deposit-addresses';
import { EventLines } from '../events/EventLines';
import { EventList } from '../events/EventList';
import { LiveBadge } from '../events/LiveBadge';
import { useLiveInbox } from '../events/useLiveInbox';
import { ErrorNotice } from '../shared/ErrorNotice';
import { Pager } from '../shared/Pager';
import { DepositSummary } from './DepositSummary';
import { groupByDeposit } from './received-deposits';
import { useAddressDepositList } from './useAddressDepositList';

/** Deposits a page: a busy address stays a short page, newest first. */
export const DEPOSITS_PER_PAGE = 5;
/** The events read for one address (the most a page of the inbox holds). */
const EVENT_LIMIT = 100;

/**
 * Deposits received at the address, newest first and a page at a time, each with the webhook
 * events about it (each event once), updated as events arrive.
 */
export function AddressActivity({
  address,
  record,
}: {
  address: string;
  record: DepositAddressRecord;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const events = useWebhookEvents({ address, limit: EVENT_LIMIT });
  const deposits = useAddressDepositList(address, events.data?.data ?? []);
  const [page, setPage] = useState(0);
  const live = useLiveInbox((event) => {
    if (event.depositAddress?.toLowerCase() === address.toLowerCase()) {
      invalidateAddressActivity(queryClient, address, event);
    }
  });
  const inputs = record.depositInstructions.flatMap((i) => i.supportedInputs);
  const inputOf = (chainId: number, token: string) =>
    inputs.find(
      (i) =>
        i.originChainId === chainId && i.inputToken.address.toLowerCase() === token.toLowerCase(),
    )?.inputToken;
  const { groups, other } = groupByDeposit(deposits.data ?? [], events.data?.data ?? []);
  const pages = Math.max(1, Math.ceil(groups.length / DEPOSITS_PER_PAGE));
  const shown = Math.min(page, pages - 1);
  const first = shown * DEPOSITS_PER_PAGE;
  const onPage = groups.slice(first, first + DEPOSITS_PER_PAGE);
  const noEvents = events.data && events.data.data.length === 0;

  return (
    <section className="space-y-4" aria-labelledby="activity-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="activity-heading" className="text-lg font-semibold">
          <T id="integrator.activity.title" defaultMessage="Activity" />
        </h3>
        <LiveBadge state={live} />
      </div>
      <h4 className="font-medium">
        <T id="integrator.activity.deposits" defaultMessage="Deposits received" />
      </h4>
      {/* A re-read that failed (the service busy, a rate limit) keeps the list last read. */}
      {deposits.error && <ErrorNotice error={deposits.error} />}
      {!deposits.data ? (
        !deposits.error && <Skeleton className="h-20" />
      ) : groups.length === 0 ? (
        <EmptyState
          title={<T id="integrator.activity.noDeposits" defaultMessage="No deposits yet" />}
          description={
            <T
              id="integrator.activity.noDepositsBody"
              defaultMessage="Send a supported token to the address above; each deposit shows here with its status."
            />
          }
        />
      ) : (
        <>
          <ol
            className="divide-y divide-border rounded-xl border border-border"
            aria-label={t.formatMessage({
              id: 'integrator.activity.deposits',
              defaultMessage: 'Deposits received',
            })}
          >
            {onPage.map(({ deposit, events: about }) => (
              <li key={deposit.key} className="space-y-2 p-3">
                <DepositSummary
                  deposit={deposit}
                  input={inputOf(deposit.originChainId, deposit.inputToken)}
                  output={record.destination.token}
                />
                {about.length > 0 && <EventLines events={about} />}
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <Pager
              label={t.formatMessage({
                id: 'integrator.activity.pages',
                defaultMessage: 'Pages of deposits',
              })}
              position={t.formatMessage(
                {
                  id: 'integrator.activity.position',
                  defaultMessage:
                    '{from}–{to} of {total, plural, one {# deposit} other {# deposits}}',
                },
                { from: first + 1, to: first + onPage.length, total: groups.length },
              )}
              hasNewer={shown > 0}
              hasOlder={shown < pages - 1}
              onNewer={() => setPage(shown - 1)}
              onOlder={() => setPage(shown + 1)}
            />
          )}
        </>
      )}
      {events.isError && <ErrorNotice error={events.error} />}
      {!events.data ? null : noEvents ? (
        <EmptyState
          title={<T id="integrator.activity.noEvents" defaultMessage="No events yet" />}
          description={
            <T
              id="integrator.activity.noEventsBody"
              defaultMessage="Events show here once a webhook subscription delivering to Ferry’s own receiver exists and a deposit arrives."
            />
          }
        />
      ) : (
        other.length > 0 && (
          <>
            <h4 className="font-medium">
              <T
                id="integrator.activity.otherEvents"
                defaultMessage="Other webhook events for this address"
              />
            </h4>
            <EventList events={other.slice(0, DEPOSITS_PER_PAGE)} />
          </>
        )
      )}
    </section>
  );
}
