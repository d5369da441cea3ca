// Keeps the dashboard's event lists (and anything keyed under them) fresh: every event the
// inbox stream delivers re-reads the event queries, and `onEvent` lets a page react too.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateEvents, openInboxStream } from '../../../api/webhook-events';
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
          void invalidateEvents(queryClient);
        },
        onEvent: (event) => {
          void invalidateEvents(queryClient);
          handler.current?.(event);
        },
        onDown: ({ retrying }) => setState(retrying ? 'reconnecting' : 'off'),
      }),
    [queryClient],
  );
  return state;
}
