// Which changes of state are worth a browser notification: the end of a transfer (delivered,
// refunded, not sent) and a turn that needs the person's attention (a warning, e.g. a refund on
// its way). Not the state the page opened with, and not the routine steps in between.
import { defineMessage, type IntlShape } from 'react-intl';
import {
  statusText,
  type StatusContext,
  type StatusInfo,
} from '../../components/deposit/status-map';

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

/** The notification for `info` in `t`'s language; its body says what the state means. */
export function noteFor(
  t: IntlShape,
  info: StatusInfo,
  ctx: StatusContext,
): OutcomeNote | undefined {
  const text = statusText(t, info, ctx);
  if (info.complete) {
    const title = t.formatMessage(ended, { outcome: info.outcome ?? 'not-sent' });
    return { title, body: text.help };
  }
  if (info.tone === 'warning' || info.tone === 'danger') {
    return { title: t.formatMessage(needsAttention, { status: text.label }), body: text.help };
  }
  return undefined;
}
