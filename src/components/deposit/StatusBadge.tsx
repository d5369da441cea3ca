import type { Tone } from '../../components/ui/Badge';
import { Icon } from '../../components/ui/Icon';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { cn } from '../../lib/cn';
import { OUTCOME_ICONS, type StatusInfo } from './status-map';

// The label is in the body text colour (full contrast at any size); the tone colours the
// surface, border and icon, so colour reinforces the words and never carries them alone.
const TONES: Record<Tone, { box: string; icon: string }> = {
  neutral: { box: 'bg-surface-2 border-border-strong', icon: 'text-muted' },
  accent: { box: 'bg-accent-soft border-accent/40', icon: 'text-accent' },
  success: { box: 'bg-success-soft border-success/40', icon: 'text-success' },
  warning: { box: 'bg-warning-soft border-warning/45', icon: 'text-warning' },
  danger: { box: 'bg-danger-soft border-danger/40', icon: 'text-danger' },
  info: { box: 'bg-info-soft border-info/40', icon: 'text-info' },
};

/** The state's label, with its outcome's mark once complete or a busy mark while in progress. */
export function StatusBadge({ info }: { info: StatusInfo }) {
  const tone = TONES[info.tone];
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold text-text',
        tone.box,
      )}
    >
      <span className={tone.icon}>
        {info.complete ? (
          <Icon name={OUTCOME_ICONS[info.outcome ?? 'delivered']} size={16} />
        ) : (
          <Spinner className="size-3.5" />
        )}
      </span>
      {t.formatMessage(info.messages.label)}
    </span>
  );
}
