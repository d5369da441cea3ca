import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Icon, type IconName } from '../../components/ui/Icon';
import { useT } from '../../i18n/useT';
import { cn } from '../../lib/cn';
import type { ThemePreference } from '../../lib/theme';
import { useTheme } from '../../lib/useTheme';

const labels = defineMessages({
  light: { id: 'theme.light', defaultMessage: 'Light theme' },
  dark: { id: 'theme.dark', defaultMessage: 'Dark theme' },
  system: { id: 'theme.system', defaultMessage: 'Match system theme' },
});

const OPTIONS: Array<{ value: ThemePreference; label: MessageDescriptor; icon: IconName }> = [
  { value: 'light', label: labels.light, icon: 'sun' },
  { value: 'dark', label: labels.dark, icon: 'moon' },
  { value: 'system', label: labels.system, icon: 'monitor' },
];

/** Three toggle buttons (aria-pressed) in a labelled group: light, dark, or follow the system. */
export function ThemeSwitcher() {
  const { preference, setPreference } = useTheme();
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t.formatMessage({ id: 'theme.group', defaultMessage: 'Colour theme' })}
      className="flex items-center rounded-lg border border-border bg-surface p-0.5"
    >
      {OPTIONS.map((option) => {
        const pressed = preference === option.value;
        const label = t.formatMessage(option.label);
        return (
          <button
            key={option.value}
            type="button"
            aria-label={label}
            aria-pressed={pressed}
            title={label}
            onClick={() => setPreference(option.value)}
            className={cn(
              'grid size-8 place-items-center rounded-md transition-colors',
              pressed
                ? 'bg-accent-soft text-accent'
                : 'text-muted hover:bg-surface-2 hover:text-text',
            )}
          >
            <Icon name={option.icon} size={16} />
          </button>
        );
      })}
    </div>
  );
}
