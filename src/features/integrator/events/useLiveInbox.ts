// Keeps the dashboard's event lists (and anything keyed under them) fresh: every event the
// inbox stream delivers re-reads the event queries (coalesced, live-refresh.ts), and `onEvent`
// lets a page react too.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { integratorKeys } from '../../../api/keys';
import { refreshSoon } from '../../../api/live-refresh';
import { openInboxStream } from '../../../api/webhook-events';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'off';

export function useLiveInbox(onEvent?: (event: WebhookEventViewWire) => void): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(
    () =>
      openInboxStream({
        onReady: () => {
          setState('live');
          // Anything that arrived while (re)connecting is picked up by a fresh read.
          refreshSoon(queryClient, integratorKeys.events());
        },
        onEvent: (event) => {
          refreshSoon(queryClient, integratorKeys.events());
          handler.current?.(event);
        },
        onDown: ({ retrying }) => setState(retrying ? 'reconnecting' : 'off'),
      }),
    [queryClient],
  );
  return state;
}
