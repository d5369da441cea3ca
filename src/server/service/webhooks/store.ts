// What the webhook sender needs from storage. The service implements it durably (Drizzle);
// memoryWebhookStore (memory-store.ts) implements it for tests. Every method is one statement's
// worth of work, so a SQL implementation can make each atomic.

export interface WebhookSubscription {
  id: string;
  integratorId: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  /** `whsec_…`: needed to sign; shown to the integrator only in the creation response. */
  secret: string;
  secretHash: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the first failure of the current unbroken run of failures; null when healthy. */
  failingSince?: number | null;
}

export type MessageStatus = 'pending' | 'delivered' | 'failed' | 'disabled';

/** One event for one subscription, with the state of its delivery attempts. */
export interface WebhookMessage {
  /** `msg_…`, sent as webhook-id on every attempt. */
  messageId: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  /** The exact JSON string that is signed and sent. */
  payload: string;
  /** Attempts made so far. */
  attempt: number;
  /** Epoch ms of the next attempt; null once the message is final. */
  nextAttemptAt: number | null;
  status: MessageStatus;
  /** HTTP status of the last attempt, if it got one. */
  lastStatus?: number | null;
  /** Our description of the last failure; never the receiver's response body. */
  lastError?: string | null;
  createdAt: number;
}

export type MessagePatch = Partial<
  Pick<WebhookMessage, 'attempt' | 'nextAttemptAt' | 'status' | 'lastStatus' | 'lastError'>
>;

export interface WebhookStore {
  insertSubscription(sub: WebhookSubscription): Promise<void>;
  getSubscription(id: string): Promise<WebhookSubscription | undefined>;
  /** Oldest first. */
  listSubscriptions(integratorId: string): Promise<WebhookSubscription[]>;
  deleteSubscription(id: string): Promise<boolean>;
  /** Sets failingSince to `at` unless already set (COALESCE); returns the stored value, null if no such subscription. */
  markFailing(subscriptionId: string, at: number): Promise<number | null>;
  /** failingSince = null. */
  markHealthy(subscriptionId: string): Promise<void>;
  /** enabled = false, and every pending message of it becomes 'disabled'; returns their ids. */
  disableSubscription(subscriptionId: string): Promise<string[]>;

  /** Inserts the messages whose id is new (ON CONFLICT DO NOTHING); returns those inserted. */
  insertMessages(messages: WebhookMessage[]): Promise<WebhookMessage[]>;
  getMessage(messageId: string): Promise<WebhookMessage | undefined>;
  /**
   * Updates a message only while it is 'pending' (WHERE status = 'pending'): a final state, e.g.
   * 'disabled' set by disableSubscription during an attempt in flight, is never overwritten.
   */
  updateMessage(messageId: string, patch: MessagePatch): Promise<void>;
  /** Every message with status 'pending', for resuming after a restart. */
  listPendingMessages(): Promise<WebhookMessage[]>;
  listMessages(subscriptionId: string): Promise<WebhookMessage[]>;
}
