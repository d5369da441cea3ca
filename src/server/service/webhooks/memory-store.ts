// In-memory WebhookStore for tests. Returns copies, as a database would, so that nobody can
// change stored state by mutating a record they were handed.
import type { MessagePatch, WebhookMessage, WebhookStore, WebhookSubscription } from './store';

export interface MemoryWebhookStore extends WebhookStore {
  /** Every message, in insertion order (tests only). */
  allMessages(): WebhookMessage[];
}

export function memoryWebhookStore(): MemoryWebhookStore {
  const subs = new Map<string, WebhookSubscription>();
  const messages = new Map<string, WebhookMessage>();
  const copy = <T>(v: T): T => structuredClone(v);

  return {
    async insertSubscription(sub) {
      if (subs.has(sub.id)) throw new Error(`subscription ${sub.id} exists`);
      subs.set(sub.id, copy({ failingSince: null, ...sub }));
    },
    async getSubscription(id) {
      const sub = subs.get(id);
      return sub && copy(sub);
    },
    async listSubscriptions(integratorId) {
      return [...subs.values()]
        .filter((s) => s.integratorId === integratorId)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map(copy);
    },
    async deleteSubscription(id) {
      return subs.delete(id);
    },
    async markFailing(id, at) {
      const sub = subs.get(id);
      if (!sub) return null;
      sub.failingSince ??= at;
      return sub.failingSince;
    },
    async markHealthy(id) {
      const sub = subs.get(id);
      if (sub) sub.failingSince = null;
    },
    async disableSubscription(id) {
      const sub = subs.get(id);
      if (sub) sub.enabled = false;
      const ids: string[] = [];
      for (const m of messages.values()) {
        if (m.subscriptionId !== id || m.status !== 'pending') continue;
        Object.assign(m, { status: 'disabled', nextAttemptAt: null } satisfies MessagePatch);
        ids.push(m.messageId);
      }
      return ids;
    },
    async insertMessages(batch) {
      const inserted = batch.filter((m) => !messages.has(m.messageId));
      for (const m of inserted) messages.set(m.messageId, copy(m));
      return inserted.map(copy);
    },
    async getMessage(id) {
      const m = messages.get(id);
      return m && copy(m);
    },
    async updateMessage(id, patch) {
      const m = messages.get(id);
      if (m?.status === 'pending') Object.assign(m, patch);
    },
    async listPendingMessages() {
      return [...messages.values()].filter((m) => m.status === 'pending').map(copy);
    },
    async listMessages(subscriptionId) {
      return [...messages.values()].filter((m) => m.subscriptionId === subscriptionId).map(copy);
    },
    allMessages: () => [...messages.values()].map(copy),
  };
}
