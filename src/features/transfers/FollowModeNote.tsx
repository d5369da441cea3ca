import type { FollowMode } from './polling';

const TEXT: Record<FollowMode, { dot: string; text: string }> = {
  live: { dot: 'bg-success motion-safe:animate-pulse', text: 'Live: updates as they happen' },
  connecting: { dot: 'bg-info', text: 'Connecting…' },
  polling: { dot: 'bg-info', text: 'Checking every few seconds' },
  paused: { dot: 'bg-border-strong', text: 'Paused while this tab is hidden' },
  unreachable: { dot: 'bg-warning', text: "Can't reach the service: checking again" },
  settled: { dot: 'bg-border-strong', text: 'Settled: no more updates expected' },
};

/** How fresh the page is, so nobody wonders whether it is still watching. */
export function FollowModeNote({ mode }: { mode: FollowMode }) {
  const { dot, text } = TEXT[mode];
  return (
    <p className="inline-flex items-center gap-2 text-xs text-muted" data-follow-mode={mode}>
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {text}
    </p>
  );
}
