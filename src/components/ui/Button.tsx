import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label, and blocks clicks. */
  loading?: boolean;
  /**
   * Why the button cannot be used right now. The button stays focusable (aria-disabled) so a
   * keyboard or screen-reader user reaches it and hears the reason through aria-describedby.
   */
  disabledReason?: ReactNode;
  /** Fill the container's width (the reason, if any, sits under it at the same width). */
  block?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover shadow-card',
  secondary: 'border border-border-strong bg-surface text-text hover:bg-surface-2',
  ghost: 'text-text hover:bg-surface-2',
  danger: 'bg-danger text-white hover:opacity-90 dark:text-bg',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-5 text-base',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabledReason,
  block = false,
  disabled,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const blocked = Boolean(disabled || loading || disabledReason);
  const describedBy = cn(rest['aria-describedby'], disabledReason ? reasonId : undefined);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const button = (
    <button
      {...rest}
      type={type}
      // A real `disabled` only when there is no reason to announce; otherwise stay focusable.
      disabled={disabled && !disabledReason}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      aria-describedby={describedBy || undefined}
      onClick={handleClick}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors select-none',
        variants[variant],
        sizes[size],
        blocked && 'cursor-not-allowed opacity-55',
        block && 'w-full',
        className,
      )}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );

  if (!disabledReason) return button;
  return (
    <span className={cn('flex-col items-start gap-1.5', block ? 'flex w-full' : 'inline-flex')}>
      {button}
      <span id={reasonId} className="text-sm text-muted">
        {disabledReason}
      </span>
    </span>
  );
}
