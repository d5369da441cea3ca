import { Notice } from '../../../components/ui/Notice';
import { T, useT } from '../../../i18n/useT';
import type { Problem } from '../signing/fields';
import { Said } from './Said';

/**
 * docs/reliability.md#nothing-is-signed-that-the-page-does-not-show: the data to sign does not
 * match the quote, so Ferry will not ask the wallet.
 */
export function RefusedNotice({
  problems,
  onRefresh,
  sending = false,
}: {
  problems: readonly Problem[];
  onRefresh: () => void;
  /** The quote asked for transactions rather than a signature. */
  sending?: boolean;
}) {
  const t = useT();
  return (
    <Notice
      tone="danger"
      title={
        sending
          ? t.formatMessage({
              id: 'bridge.refused.sendTitle',
              defaultMessage: 'Ferry refused to ask your wallet to send these transactions',
            })
          : t.formatMessage({
              id: 'bridge.refused.signTitle',
              defaultMessage: 'Ferry refused to ask your wallet for this signature',
            })
      }
      announce
    >
      <p>
        {sending
          ? t.formatMessage({
              id: 'bridge.refused.sendBody',
              defaultMessage:
                'The transactions in the quote do not match what you saw, so sending them could move funds differently:',
            })
          : t.formatMessage({
              id: 'bridge.refused.signBody',
              defaultMessage:
                'The data to sign does not match the quote you saw, so signing it could move funds differently:',
            })}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {problems.map((p, i) => (
          <li key={`${i}-${p.field}`}>
            <Said phrase={p.message} />
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <T id="bridge.refused.nothingSent" defaultMessage="Nothing was signed or sent." />
      </p>
      <button type="button" onClick={onRefresh} className="mt-2 font-medium text-accent underline">
        <T id="bridge.refused.newQuote" defaultMessage="Get a new quote" />
      </button>
    </Notice>
  );
}
