// The behaviours every WebhookStore must show (store.ts), as one suite run against each
// implementation, so the durable store and the in-memory one cannot drift apart.
import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookMessage, WebhookStore, WebhookSubscription } from '../store';

export interface OpenedStore {
  store: WebhookStore;
  close(): Promise<void>;
}

const sub = (id: string, over: Partial<WebhookSubscription> = {}): WebhookSubscription => ({
  id,
  integratorId: '0xf00d',
  url: `https://hooks.example.com/${id}`,
  eventTypes: ['pda_transfer.filled'],
  enabled: true,
  secret: `whsec_${id}`,
  secretHash: `hash_${id}`,
  createdAt: 1000,
  failingSince: null,
  ...over,
});

const msg = (
  id: string,
  subscriptionId: string,
  over: Partial<WebhookMessage> = {},
): WebhookMessage => ({
  messageId: id,
  subscriptionId,
  eventId: `evt_${id}`,
  eventType: 'pda_transfer.filled',
  payload: `{"id":"evt_${id}"}`,
  attempt: 0,
  nextAttemptAt: 5000,
  status: 'pending',
  lastStatus: null,
  lastError: null,
  createdAt: 5000,
  ...over,
});

export function describeWebhookStore(name: string, open: () => Promise<OpenedStore>) {
  describe(`WebhookStore behaviours: ${name}`, () => {
    let opened: OpenedStore | undefined;
    const store = async () => (opened = await open()).store;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    it('stores subscriptions, lists one integrator’s oldest first (ties in insertion order) and hands out copies', async () => {
      const s = await store();
      await s.insertSubscription(sub('b', { createdAt: 2000 }));
      await s.insertSubscription(sub('c', { createdAt: 1000 }));
      await s.insertSubscription(sub('a', { createdAt: 1000 }));
      await s.insertSubscription(sub('x', { integratorId: '0xbeef' }));
      expect((await s.listSubscriptions('0xf00d')).map((x) => x.id)).toEqual(['c', 'a', 'b']);
      expect((await s.listSubscriptions('0xbeef')).map((x) => x.id)).toEqual(['x']);
      const got = await s.getSubscription('a');
      expect(got).toEqual(sub('a'));
      got!.eventTypes.push('changed');
      expect((await s.getSubscription('a'))!.eventTypes).toEqual(['pda_transfer.filled']);
      expect(await s.getSubscription('nope')).toBeUndefined();
      await expect(s.insertSubscription(sub('a'))).rejects.toThrow();
    });

    it('deletes a subscription once', async () => {
      const s = await store();
      await s.insertSubscription(sub('a'));
      expect(await s.deleteSubscription('a')).toBe(true);
      expect(await s.deleteSubscription('a')).toBe(false);
      expect(await s.getSubscription('a')).toBeUndefined();
    });

    it('keeps the first failure time until marked healthy', async () => {
      const s = await store();
      await s.insertSubscription(sub('a'));
      expect(await s.markFailing('a', 100)).toBe(100);
      expect(await s.markFailing('a', 200)).toBe(100);
      await s.markHealthy('a');
      expect((await s.getSubscription('a'))!.failingSince).toBeNull();
      expect(await s.markFailing('a', 300)).toBe(300);
      expect(await s.markFailing('missing', 300)).toBeNull();
    });

    it('disabling stops exactly that subscription’s pending messages', async () => {
      const s = await store();
      await s.insertSubscription(sub('a'));
      await s.insertSubscription(sub('b'));
      await s.insertMessages([
        msg('m1', 'a'),
        msg('m2', 'a'),
        msg('m3', 'b'),
        msg('m4', 'a', { status: 'delivered', nextAttemptAt: null }),
      ]);
      expect((await s.disableSubscription('a')).sort()).toEqual(['m1', 'm2']);
      expect((await s.getSubscription('a'))!.enabled).toBe(false);
      expect((await s.getSubscription('b'))!.enabled).toBe(true);
      expect(await s.getMessage('m1')).toMatchObject({ status: 'disabled', nextAttemptAt: null });
      expect(await s.getMessage('m3')).toMatchObject({ status: 'pending', nextAttemptAt: 5000 });
      expect(await s.getMessage('m4')).toMatchObject({ status: 'delivered' });
      expect(await s.disableSubscription('a')).toEqual([]);
    });

    it('inserts only new message ids and returns those', async () => {
      const s = await store();
      expect(await s.insertMessages([])).toEqual([]);
      const first = await s.insertMessages([msg('m1', 'a'), msg('m2', 'a')]);
      expect(first.map((m) => m.messageId)).toEqual(['m1', 'm2']);
      const again = await s.insertMessages([msg('m1', 'a', { payload: 'other' }), msg('m3', 'a')]);
      expect(again).toEqual([msg('m3', 'a')]);
      expect((await s.getMessage('m1'))!.payload).toBe('{"id":"evt_m1"}');
      expect((await s.listMessages('a')).map((m) => m.messageId)).toEqual(['m1', 'm2', 'm3']);
      expect(await s.getMessage('missing')).toBeUndefined();
    });

    it('updates a message only while it is pending', async () => {
      const s = await store();
      await s.insertMessages([msg('m1', 'a'), msg('m2', 'a')]);
      await s.updateMessage('m1', {
        attempt: 1,
        lastStatus: 500,
        lastError: 'HTTP 500',
        nextAttemptAt: 9000,
      });
      expect(await s.getMessage('m1')).toMatchObject({
        attempt: 1,
        lastStatus: 500,
        lastError: 'HTTP 500',
        nextAttemptAt: 9000,
        status: 'pending',
      });
      await s.updateMessage('m1', {
        status: 'delivered',
        nextAttemptAt: null,
        attempt: 2,
        lastStatus: 200,
        lastError: null,
      });
      await s.updateMessage('m1', { status: 'pending', attempt: 3 });
      expect(await s.getMessage('m1')).toMatchObject({
        status: 'delivered',
        attempt: 2,
        nextAttemptAt: null,
        lastError: null,
      });
      expect((await s.listPendingMessages()).map((m) => m.messageId)).toEqual(['m2']);
    });
  });
}
