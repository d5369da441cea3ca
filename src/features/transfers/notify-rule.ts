// Which changes of state are worth a browser notification: the end of a transfer (delivered,
// refunded, not sent) and a turn that needs the person's attention (a warning, e.g. a refund on
// its way). Not the state the page opened with, and not the routine steps in between.
import type { StatusInfo } from '../../components/deposit/status-map';

export interface OutcomeNote {
  title: string;
  body: string;
}

export function noteFor(info: StatusInfo, help: string): OutcomeNote | undefined {
  if (info.complete) {
    const title =
      info.outcome === 'delivered'
        ? 'Transfer delivered'
        : info.outcome === 'refunded'
          ? 'Transfer refunded'
          : 'Transfer not sent';
    return { title, body: help };
  }
  if (info.tone === 'warning' || info.tone === 'danger') {
    return { title: `Transfer needs attention: ${info.label}`, body: help };
  }
  return undefined;
}
