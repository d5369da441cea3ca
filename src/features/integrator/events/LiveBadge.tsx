import { Badge } from '../../../components/ui/Badge';
import type { LiveState } from './useLiveInbox';

const COPY = {
  connecting: { tone: 'neutral', text: 'Connecting…' },
  live: { tone: 'success', text: 'Live' },
  reconnecting: { tone: 'warning', text: 'Reconnecting…' },
  off: { tone: 'danger', text: 'Not live: reload to see new events' },
} as const satisfies Record<
  LiveState,
  { tone: 'neutral' | 'success' | 'warning' | 'danger'; text: string }
>;

export function LiveBadge({ state }: { state: LiveState }) {
  return (
    <span role="status">
      <Badge tone={COPY[state].tone}>{COPY[state].text}</Badge>
    </span>
  );
}
