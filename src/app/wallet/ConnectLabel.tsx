import { Icon } from '../../components/ui/Icon';

/** "Connect wallet", shortened to "Connect" on a phone (the accessible name stays complete). */
export function ConnectLabel() {
  return (
    <>
      <Icon name="wallet" size={16} />
      <span>
        Connect<span className="sr-only sm:not-sr-only"> wallet</span>
      </span>
    </>
  );
}
