import { defineMessages, type MessageDescriptor } from 'react-intl';
import { T } from '../../i18n/useT';
import type { FollowMode } from './polling';

const m = defineMessages({
  live: { id: 'transfers.follow.live', defaultMessage: 'Live: updates as they happen' },
  connecting: { id: 'transfers.follow.connecting', defaultMessage: 'Connecting…' },
  polling: { id: 'transfers.follow.polling', defaultMessage: 'Checking every few seconds' },
  paused: { id: 'transfers.follow.paused', defaultMessage: 'Paused while this tab is hidden' },
  unreachable: {
    id: 'transfers.follow.unreachable',
    defaultMessage: "Can't reach the service: checking again",
  },
  settled: { id: 'transfers.follow.settled', defaultMessage: 'Settled: no more updates expected' },
});

const TEXT: Record<FollowMode, { dot: string; text: MessageDescriptor }> = {
  live: { dot: 'bg-success motion-safe:animate-pulse', text: m.live },
  connecting: { dot: 'bg-info', text: m.connecting },
  polling: { dot: 'bg-info', text: m.polling },
  paused: { dot: 'bg-border-strong', text: m.paused },
  unreachable: { dot: 'bg-warning', text: m.unreachable },
  settled: { dot: 'bg-border-strong', text: m.settled },
};

/** How fresh the page is, so nobody wonders whether it is still watching. */
export function FollowModeNote({ mode }: { mode: FollowMode }) {
  const { dot, text } = TEXT[mode];
  return (
    <p className="inline-flex items-center gap-2 text-xs text-muted" data-follow-mode={mode}>
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      <T {...text} />
    </p>
  );
}
