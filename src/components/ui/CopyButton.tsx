import { defineMessages } from 'react-intl';
import { useT } from '../../i18n/useT';
import { useCopy } from '../../lib/useCopy';
import { Button, type ButtonSize } from './Button';

const m = defineMessages({
  copy: { id: 'components.copy.button', defaultMessage: 'Copy' },
  copied: { id: 'components.copy.copied', defaultMessage: 'Copied' },
  failed: {
    id: 'components.copy.failed',
    defaultMessage: 'Could not copy: select and copy it by hand',
  },
});

/** Copies `text`; says that it did (announced) for a moment, or that copying failed. */
export function CopyButton({
  text,
  label,
  children,
  size = 'sm',
  copied,
  failed,
  onCopy,
}: {
  /** What to copy, or how to make it at the click (a support bundle read as it is then). */
  text: string | (() => string);
  /** The accessible name, where the visible words do not say what is copied. */
  label?: string;
  children?: string;
  size?: ButtonSize;
  copied?: string;
  failed?: string;
  /** What was copied and whether the clipboard took it. */
  onCopy?: (text: string, ok: boolean) => void;
}) {
  const { state, copy } = useCopy();
  const t = useT();
  const onClick = async () => {
    const value = typeof text === 'function' ? text() : text;
    const ok = await copy(value); // outside onCopy?.(…), which skips its arguments without onCopy
    onCopy?.(value, ok);
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size={size} aria-label={label} onClick={() => void onClick()}>
        {children ?? t.formatMessage(m.copy)}
      </Button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied' && (copied ?? t.formatMessage(m.copied))}
        {state === 'failed' && (failed ?? t.formatMessage(m.failed))}
      </span>
    </span>
  );
}
