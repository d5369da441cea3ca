// Every deposit status in one place: what it is called and its tone.
import type { DepositStatus } from '../../../contract/schemas/deposits';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const STATUS = {
  'deposit-pending': { label: 'Arriving', tone: 'info' },
  'deposit-failed': { label: 'Deposit failed', tone: 'danger' },
  pending: { label: 'Pending', tone: 'info' },
  unfilled: { label: 'Waiting for a fill', tone: 'info' },
  filled: { label: 'Filled', tone: 'success' },
  slowFillRequested: { label: 'Slow fill requested', tone: 'warning' },
  slowFilled: { label: 'Filled (slow fill)', tone: 'success' },
  expired: { label: 'Expired: refund pending', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  unknown: { label: 'Unknown status', tone: 'neutral' },
} as const satisfies Record<DepositStatus | 'unknown', { label: string; tone: Tone }>;

export function depositStatusText(status: string): { label: string; tone: Tone } {
  return (STATUS as Record<string, { label: string; tone: Tone }>)[status] ?? STATUS.unknown;
}
