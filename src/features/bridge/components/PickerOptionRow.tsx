import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { cn } from '../../../lib/cn';
import { useT } from '../../../i18n/useT';
import { reasonLabel, type ReasonText } from '../model/reasons';

export interface PickerOption {
  id: string;
  label: string;
  description?: string;
  icon: ReactNode;
  /** Right-hand detail, e.g. the wallet's balance. */
  trailing?: ReactNode;
  /** Set when the option cannot be chosen: shown in the row, read with it. */
  disabledReason?: ReasonText;
  addresses?: readonly string[];
  /** Heading of the group the option is listed under ("Your tokens"); consecutive options share it. */
  section?: string;
}

export function PickerOptionRow({
  option,
  domId,
  active,
  selected,
  onPick,
  onHover,
}: {
  option: PickerOption;
  domId: string;
  active: boolean;
  selected: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const t = useT();
  const disabled = option.disabledReason !== undefined;
  return (
    <li
      id={domId}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPick}
      onMouseMove={onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5',
        active && 'bg-surface-2 outline-2 outline-focus',
        disabled && 'cursor-not-allowed',
      )}
    >
      <span className={cn(disabled && 'opacity-50 grayscale')}>{option.icon}</span>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium', disabled && 'text-muted')}>{option.label}</span>
        {option.description && (
          <span className="block truncate text-sm text-muted">{option.description}</span>
        )}
        {option.disabledReason && (
          <span className="block text-sm text-warning" title={option.disabledReason.detail}>
            {reasonLabel(t, option.disabledReason)}
          </span>
        )}
      </span>
      {option.trailing && (
        <span className="shrink-0 text-end text-sm text-muted tabular-nums">{option.trailing}</span>
      )}
      {selected && <Icon name="check" size={18} className="shrink-0 text-accent" />}
    </li>
  );
}
