import { Button } from '../../components/ui/Button';
import { useT } from '../../i18n/useT';
import type { OutcomeNote } from './notify-rule';
import { useOutcomeNotifications } from './useOutcomeNotifications';

/** "Notify me" for a transfer still under way; the browser asks for permission on click only. */
export function NotifyToggle({
  transferKey,
  stateKey,
  note,
  settled,
}: {
  transferKey: string;
  stateKey: string | undefined;
  note: OutcomeNote | undefined;
  settled: boolean;
}) {
  const t = useT();
  const n = useOutcomeNotifications(transferKey, stateKey, note, settled);
  if (!n.supported || settled) return null;
  if (n.denied) {
    return (
      <p className="text-sm text-muted">
        {t.formatMessage({
          id: 'transfers.notify.blocked',
          defaultMessage:
            'Notifications are blocked for this site in your browser; this page still updates by itself.',
        })}
      </p>
    );
  }
  return n.enabled ? (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        {t.formatMessage({
          id: 'transfers.notify.on',
          defaultMessage: 'You will get a notification when it settles or needs you.',
        })}
      </span>
      <Button variant="ghost" size="sm" onClick={n.disable}>
        {t.formatMessage({ id: 'transfers.notify.turnOff', defaultMessage: 'Turn off' })}
      </Button>
    </div>
  ) : (
    <Button variant="secondary" size="sm" onClick={() => void n.enable()}>
      {t.formatMessage({
        id: 'transfers.notify.enable',
        defaultMessage: 'Notify me when it settles',
      })}
    </Button>
  );
}
