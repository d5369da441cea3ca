// Which changes of state are worth a browser notification: the end of a transfer (delivered,
// refunded, not sent) and a turn that needs the person's attention (a warning, e.g. a refund on
// its way). Not the state the page opened with, and not the routine steps in between.
import { defineMessage, type IntlShape } from 'react-intl';
import type { StatusInfo } from '../../components/deposit/status-map';

export interface OutcomeNote {
  title: string;
  body: string;
}

const ended = defineMessage<{ outcome: string }>({
  id: 'transfers.notify.ended',
  defaultMessage:
    '{outcome, select, delivered {Transfer delivered} refunded {Transfer refunded} other {Transfer not sent}}',
});
const needsAttention = defineMessage<{ status: string }>({
  id: 'transfers.notify.needsAttention',
  defaultMessage: 'Transfer needs attention: {status}',
});

/** The notification for `info`, in `t`'s language; `help` is its body, already in words. */
export function noteFor(t: IntlShape, info: StatusInfo, help: string): OutcomeNote | undefined {
  if (info.complete) {
    return { title: t.formatMessage(ended, { outcome: info.outcome ?? 'not-sent' }), body: help };
  }
  if (info.tone === 'warning' || info.tone === 'danger') {
    return { title: t.formatMessage(needsAttention, { status: info.label }), body: help };
  }
  return undefined;
}
