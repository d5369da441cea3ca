import { useT } from '../../../i18n/useT';
import { AddressField } from './AddressField';
import type { RecipientFieldsProps } from './RecipientFields';

/** The two address fields behind RecipientFields' disclosure. */
export function RecipientAddresses(props: RecipientFieldsProps) {
  const { recipient, refundAddress, originName, destinationName } = props;
  const t = useT();
  return (
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
  );
}
