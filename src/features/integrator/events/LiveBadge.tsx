import { defineMessage, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../../components/ui/Badge';
import { useT } from '../../../i18n/useT';
import type { LiveState } from './useLiveInbox';

const COPY = {
  connecting: {
    tone: 'neutral',
    text: defineMessage({ id: 'integrator.live.connecting', defaultMessage: 'Connecting…' }),
  },
  live: {
    tone: 'success',
    text: defineMessage({ id: 'integrator.live.live', defaultMessage: 'Live' }),
  },
  reconnecting: {
    tone: 'warning',
    text: defineMessage({ id: 'integrator.live.reconnecting', defaultMessage: 'Reconnecting…' }),
  },
  off: {
    tone: 'danger',
    text: defineMessage({
      id: 'integrator.live.off',
      defaultMessage: 'Not live: reload to see new events',
    }),
  },
} as const satisfies Record<
  LiveState,
  { tone: 'neutral' | 'success' | 'warning' | 'danger'; text: MessageDescriptor }
>;

export function LiveBadge({ state }: { state: LiveState }) {
  const t = useT();
  return (
    <span role="status">
      <Badge tone={COPY[state].tone}>{t.formatMessage(COPY[state].text)}</Badge>
    </span>
  );
}
