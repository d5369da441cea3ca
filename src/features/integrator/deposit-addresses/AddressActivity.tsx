import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { statusInfo } from '../../../components/deposit/status-map';
import { StatusBadge } from '../../../components/deposit/StatusBadge';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RelativeTime } from '../../../components/ui/RelativeTime';
import { Skeleton } from '../../../components/ui/Skeleton';
import { invalidateAddressActivity } from '../../../api/integrator-deposit-addresses';
import { useWebhookEvents } from '../../../api/webhook-events';
import { T, useT } from '../../../i18n/useT';
import { useFormat } from '../../../lib/useFormat';
import type { DepositAddressRecord } from '../../../contract/schemas/deposit-addresses';
import { EventList } from '../events/EventList';
import { LiveBadge } from '../events/LiveBadge';
import { useLiveInbox } from '../events/useLiveInbox';
import { ErrorNotice } from '../shared/ErrorNotice';
import { useAddressDepositList } from './useAddressDepositList';
import { TokenAmount } from '../shared/TokenAmount';
import { chainName } from './input-format';
import { linkClass } from '../../../components/ui/link-class';

/** Deposits received at the address and the webhook events about it, updated as events arrive. */
export function AddressActivity({
  address,
  record,
}: {
  address: string;
  record: DepositAddressRecord;
}) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const events = useWebhookEvents({ address });
  const deposits = useAddressDepositList(address, events.data?.data ?? []);
  const live = useLiveInbox((event) => {
    if (event.depositAddress?.toLowerCase() === address.toLowerCase()) {
      invalidateAddressActivity(queryClient, address, event);
    }
  });
  const inputs = record.depositInstructions.flatMap((i) => i.supportedInputs);
  const decimalsOf = (chainId: number, token: string) =>
    inputs.find(
      (i) =>
        i.originChainId === chainId && i.inputToken.address.toLowerCase() === token.toLowerCase(),
    )?.inputToken;
  const out = record.destination.token;

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
      {deposits.error ? (
        <ErrorNotice error={deposits.error} />
      ) : !deposits.data ? (
        <Skeleton className="h-20" />
      ) : deposits.data.length === 0 ? (
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
        <ul
          className="divide-y divide-border rounded-xl border border-border"
          aria-label={t.formatMessage({
            id: 'integrator.activity.deposits',
            defaultMessage: 'Deposits received',
          })}
        >
          {deposits.data.map((d) => {
            const input = decimalsOf(d.originChainId, d.inputToken);
            const status = statusInfo('deposit', d.status);
            return (
              <li key={d.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                <StatusBadge info={status} />
                <span className="tabular-nums">
                  <T
                    id="integrator.activity.amountFrom"
                    defaultMessage="{amount} from {chain}"
                    values={{
                      amount: input ? (
                        <TokenAmount
                          value={d.inputAmount}
                          decimals={input.decimals}
                          symbol={input.symbol}
                        />
                      ) : (
                        f.tokenAmount(d.inputAmount, undefined)
                      ),
                      chain: chainName(d.originChainId, t),
                    }}
                  />
                </span>
                {d.outputAmount !== null && (
                  <span className="text-muted tabular-nums">
                    <T
                      id="integrator.activity.output"
                      defaultMessage="→ {amount}"
                      values={{
                        amount: (
                          <TokenAmount
                            value={d.outputAmount}
                            decimals={out.decimals}
                            symbol={out.symbol}
                          />
                        ),
                      }}
                    />
                  </span>
                )}
                <span className="text-muted">
                  <RelativeTime value={d.at} />
                </span>
                {d.depositId !== null && (
                  <Link
                    to="/transfers/deposit"
                    search={{ originChainId: d.originChainId, depositId: d.depositId }}
                    className={linkClass}
                  >
                    <T
                      id="integrator.activity.track"
                      defaultMessage="Track deposit {depositId}"
                      values={{ depositId: d.depositId }}
                    />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h4 className="font-medium">
        <T id="integrator.activity.events" defaultMessage="Webhook events for this address" />
      </h4>
      {events.isPending ? (
        <Skeleton className="h-20" />
      ) : events.isError ? (
        <ErrorNotice error={events.error} />
      ) : events.data.data.length === 0 ? (
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
        <EventList events={events.data.data} />
      )}
    </section>
  );
}
