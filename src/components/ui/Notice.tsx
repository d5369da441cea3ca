import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from './Icon';

type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<NoticeTone, { box: string; icon: IconName }> = {
  info: { box: 'border-info/30 bg-info-soft [&_svg]:text-info', icon: 'info' },
  success: { box: 'border-success/30 bg-success-soft [&_svg]:text-success', icon: 'check' },
  warning: { box: 'border-warning/35 bg-warning-soft [&_svg]:text-warning', icon: 'alert' },
  danger: { box: 'border-danger/30 bg-danger-soft [&_svg]:text-danger', icon: 'alert' },
};

interface NoticeProps {
  tone?: NoticeTone;
  title: ReactNode;
  children?: ReactNode;
  /** Announce when it appears (role=alert for danger, status otherwise). Off for static text. */
  announce?: boolean;
  className?: string;
}

/** An inline message: what happened or what to know, and optionally what to do next. */
export function Notice({ tone = 'info', title, children, announce, className }: NoticeProps) {
  const role = announce ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4', tones[tone].box, className)}>
      <Icon name={tones[tone].icon} size={20} className="mt-0.5 shrink-0" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-text">{title}</p>
        {children && <div className="text-text/85">{children}</div>}
      </div>
    </div>
  );
}
