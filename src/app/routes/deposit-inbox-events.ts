// The explorer's deposit detail joined with the integrator's webhook inbox: for a signed-in
// dashboard admin, the deliveries Ferry received about this deposit appear on its timeline.
// Composed here because the explorer and the dashboard's query layer know nothing of each other.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { WebhookEventViewWire } from '../../contract/schemas/ferry-integrator';
import { webhookPayloadRefs } from '../../contract/schemas/webhook-payload-refs';
import type { WebhookEventType } from '../../contract/schemas/webhooks';
import { explorerDepositQueryOptions } from '../../api/deposits';
import { useSession } from '../../api/session';
import { webhookEventsQueryOptions } from '../../api/webhook-events';
import type { ExtraTimelineEvent } from '../../features/explorer/timeline-events';
import { useT } from '../../i18n/useT';
import { formatAbsoluteTime } from '../../lib/time';

const m: Record<'label' | 'note', MessageDescriptor> = defineMessages({
  label: { id: 'app.inbox.received', defaultMessage: 'Webhook received: {type}' },
  note: {
    id: 'app.inbox.delivery',
    defaultMessage: 'Delivery {webhookId}, stored by Ferry at {receivedAt}',
  },
});

interface DepositKey {
  originChainId: number;
  depositId: string;
  depositTxnRef?: string | null | undefined;
}

/** Whether an inbox event reports this deposit (by id on its chain, or by its transaction). */
export function concernsDeposit(event: WebhookEventViewWire, deposit: DepositKey): boolean {
  const refs = webhookPayloadRefs.parse(event.payload);
  const sameId =
    refs.depositId === deposit.depositId && refs.originChainId === deposit.originChainId;
  const ref = refs.depositTxnRef?.toLowerCase();
  return sameId || (ref !== undefined && ref === deposit.depositTxnRef?.toLowerCase());
}

/**
 * The timeline step each event reports on (components/deposit/timeline.ts keys), which it follows
 * when both fall in the same second; funds seen at the address come before the deposit itself.
 */
const FOLLOWS = {
  'pda_transfer.deposit-pending': null,
  'pda_transfer.deposit-confirmed': 'deposited',
  'pda_transfer.filled': 'filled',
  'pda_transfer.refund-pending': 'expired',
  'pda_transfer.refunded': 'refunded',
} satisfies Record<WebhookEventType, string | null>;

const followedStep = (type: string): string | null | undefined =>
  Object.hasOwn(FOLLOWS, type) ? FOLLOWS[type as WebhookEventType] : undefined;

/** An inbox event as a timeline step, in `t`'s language. */
export function toTimelineEvent(event: WebhookEventViewWire, t: IntlShape): ExtraTimelineEvent {
  return {
    id: event.id,
    at: event.eventCreatedAt ?? event.receivedAt,
    seq: Number(event.id),
    follows: followedStep(event.type),
    label: t.formatMessage(m.label, { type: event.type }),
    note: t.formatMessage(m.note, {
      webhookId: event.webhookId,
      receivedAt: formatAbsoluteTime(event.receivedAt, t),
    }),
  };
}

const NONE: readonly ExtraTimelineEvent[] = [];

export function useDepositInboxEvents(ref: {
  originChainId: number;
  depositId: string;
}): readonly ExtraTimelineEvent[] {
  const session = useSession();
  const t = useT();
  const admin = session.data?.isAdmin === true;
  // The same query the page itself runs: answered from the cache, not asked twice.
  const deposit = useQuery({ ...explorerDepositQueryOptions(ref), enabled: admin }).data?.deposit;
  const address = deposit?.depositAddress ?? undefined;
  const events = useQuery({
    ...webhookEventsQueryOptions({ address, limit: 100 }),
    enabled: admin && address !== undefined,
  });
  return useMemo(() => {
    if (!deposit || !events.data) return NONE;
    const key = { ...ref, depositTxnRef: deposit.depositTxnRef };
    return events.data.data
      .filter((e) => concernsDeposit(e, key))
      .map((e) => toTimelineEvent(e, t));
  }, [deposit, events.data, ref, t]);
}
