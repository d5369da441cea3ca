import { T, useT } from '../../../i18n/useT';
import { AddressField } from './AddressField';

interface RecipientFieldsProps {
  recipient: string;
  refundAddress: string;
  onRecipientChange: (text: string) => void;
  onRefundChange: (text: string) => void;
  originName: string;
  destinationName: string;
}

/** Optional: deliver to another address, or refund to another address. Closed by default. */
export function RecipientFields(props: RecipientFieldsProps) {
  const { recipient, refundAddress, originName, destinationName } = props;
  const t = useT();
  const filled = recipient.trim() !== '' || refundAddress.trim() !== '';
  return (
    <details open={filled || undefined} className="group rounded-xl border border-border">
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium select-none hover:bg-surface-2">
        <span>
          <T id="bridge.recipient.summary" defaultMessage="Recipient and refund address" />
        </span>
        <span className="text-muted group-open:hidden">
          {filled ? (
            <T id="bridge.recipient.changed" defaultMessage="Changed" />
          ) : (
            <T id="bridge.recipient.yourWallet" defaultMessage="Your wallet" />
          )}
        </span>
      </summary>
      <div className="space-y-4 px-4 pt-1 pb-4">
        <AddressField
          label={t.formatMessage(
            { id: 'bridge.recipient.label', defaultMessage: 'Recipient on {chain}' },
            { chain: destinationName },
          )}
          hint={t.formatMessage({
            id: 'bridge.recipient.hint',
            defaultMessage:
              'Leave empty to receive at your connected wallet. Check it: a transfer cannot be recalled.',
          })}
          value={recipient}
          onChange={props.onRecipientChange}
        />
        <AddressField
          label={t.formatMessage(
            { id: 'bridge.recipient.refundLabel', defaultMessage: 'Refund address on {chain}' },
            { chain: originName },
          )}
          hint={t.formatMessage({
            id: 'bridge.recipient.refundHint',
            defaultMessage:
              'Where the funds go back if no relayer delivers them. Leave empty for your wallet.',
          })}
          value={refundAddress}
          onChange={props.onRefundChange}
        />
      </div>
    </details>
  );
}
