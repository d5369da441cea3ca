import { Icon } from '../../components/ui/Icon';
import { T } from '../../i18n/useT';

/** "Connect wallet", shortened to "Connect" on a phone (the accessible name stays complete). */
export function ConnectLabel() {
  return (
    <>
      <Icon name="wallet" size={16} />
      <span>
        <T
          id="app.wallet.connect"
          defaultMessage="Connect <more>wallet</more>"
          values={{ more: (chunks) => <span className="sr-only sm:not-sr-only">{chunks}</span> }}
        />
      </span>
    </>
  );
}
