import { useT } from '../../i18n/useT';
import { shortAddress } from '../../lib/short-address';
import { useCopy } from '../../lib/useCopy';

/** A long value shortened for reading, the whole value on hover and one click from the clipboard. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { state, copy } = useCopy();
  const copied = state === 'copied';
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1">
      <span dir="ltr" className="font-mono text-xs whitespace-nowrap" title={value}>
        {shortAddress(value)}
      </span>
      <button
        type="button"
        onClick={() => void copy(value)}
        className="grid size-6 place-items-center rounded text-muted hover:bg-surface-2 hover:text-text"
        aria-label={
          copied
            ? t.formatMessage(
                { id: 'components.copyValue.copied', defaultMessage: '{label} copied' },
                { label },
              )
            : t.formatMessage(
                { id: 'components.copyValue.copy', defaultMessage: 'Copy {label} {value}' },
                { label, value },
              )
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={14}
          height={14}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={copied ? 'M5 12.5 10 17l9-10' : 'M9 9h10v10H9zM5 15V5h10'} />
        </svg>
      </button>
    </span>
  );
}
