import { Icon, type IconName } from '../../components/ui/Icon';
import { cn } from '../../lib/cn';
import type { ThemePreference } from '../../lib/theme';
import { useTheme } from '../../lib/useTheme';

const OPTIONS: Array<{ value: ThemePreference; label: string; icon: IconName }> = [
  { value: 'light', label: 'Light theme', icon: 'sun' },
  { value: 'dark', label: 'Dark theme', icon: 'moon' },
  { value: 'system', label: 'Match system theme', icon: 'monitor' },
];

/** Three toggle buttons (aria-pressed) in a labelled group: light, dark, or follow the system. */
export function ThemeSwitcher() {
  const { preference, setPreference } = useTheme();
  return (
    <div
      role="group"
      aria-label="Colour theme"
      className="flex items-center rounded-lg border border-border bg-surface p-0.5"
    >
      {OPTIONS.map((option) => {
        const pressed = preference === option.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-label={option.label}
            aria-pressed={pressed}
            title={option.label}
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
