import { ConnectButton, useConnectModal } from '@rainbow-me/rainbowkit';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useConnectors } from 'wagmi';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { T, useT } from '../../i18n/useT';
import { ConnectLabel } from './ConnectLabel';
import { NoWalletDialog } from './NoWalletDialog';
import { addRemoteWallets, walletConnectProjectId } from './remote-wallets';
import { useRestoreFocus } from './useRestoreFocus';

/**
 * Our own buttons over RainbowKit's state (ConnectButton.Custom), so the header looks the same
 * before and after the wallet layer loads. No balance or ENS lookups: they would need RPC reads.
 */
export function AccountControls({ openRequests }: { openRequests: number }) {
  const { openConnectModal } = useConnectModal();
  const t = useT();
  const handled = useRef(0);
  const container = useRestoreFocus<HTMLDivElement>();
  // Installed wallets announce themselves (EIP-6963); with none, RainbowKit's list would be
  // empty, so a visitor gets a page about wallets instead.
  const connectors = useConnectors();
  // With WalletConnect configured there is always a way in (a phone wallet by QR code).
  const noneInstalled = connectors.length === 0 && walletConnectProjectId() === undefined;
  // Requests up to this count have been answered by closing the no-wallet dialog.
  const [closedAt, setClosedAt] = useState(0);
  const [clicked, setClicked] = useState(false);
  const noWallet = noneInstalled && (clicked || openRequests > closedAt);
  // On the dashboard a wallet signs in; everywhere else it sends.
  const purpose = useRouterState({
    select: (s) => (s.location.pathname.startsWith('/integrator') ? 'sign-in' : 'send'),
  });
  const popular = t.formatMessage({ id: 'app.wallet.popular', defaultMessage: 'Popular' });
  const connect = (open: (() => void) | undefined) => {
    if (noneInstalled) return setClicked(true);
    addRemoteWallets(popular);
    open?.();
  };

  // Someone asked to connect (possibly before this layer had loaded): finish what they asked,
  // once per request. openConnectModal is undefined while already connected. A wallet that
  // announces itself late turns a no-wallet answer into the wallet list.
  useEffect(() => {
    if (openRequests > handled.current && openConnectModal && !noneInstalled) {
      handled.current = openRequests;
      addRemoteWallets(popular);
      openConnectModal();
    }
  }, [openRequests, openConnectModal, noneInstalled, popular]);

  return (
    <div ref={container} className="flex items-center gap-2">
      <ConnectButton.Custom>
        {({ account, chain, mounted, openAccountModal, openChainModal, openConnectModal }) => {
          if (!mounted || !account || !chain) {
            return (
              <Button
                onClick={() => connect(openConnectModal)}
                disabled={!mounted}
                aria-haspopup="dialog"
              >
                <ConnectLabel />
              </Button>
            );
          }
          if (chain.unsupported) {
            return (
              <Button variant="danger" onClick={openChainModal} aria-haspopup="dialog">
                <Icon name="alert" size={16} />
                <T id="app.wallet.wrongNetwork" defaultMessage="Wrong network" />
              </Button>
            );
          }
          return (
            <>
              <Button
                variant="secondary"
                onClick={openChainModal}
                aria-haspopup="dialog"
                aria-label={t.formatMessage(
                  {
                    id: 'app.wallet.network',
                    defaultMessage: 'Network: {chain}. Switch network',
                  },
                  { chain: chain.name ?? chain.id },
                )}
                // A variant, not `hidden`: Button's own inline-flex would win over a plain one.
                className="max-sm:hidden"
              >
                {chain.name ? (
                  // A proper name, the same in every language.
                  <span translate="no">{chain.name}</span>
                ) : (
                  t.formatMessage(
                    { id: 'app.wallet.chain', defaultMessage: 'Chain {id}' },
                    { id: chain.id },
                  )
                )}
              </Button>
              <Button
                variant="secondary"
                onClick={openAccountModal}
                aria-haspopup="dialog"
                aria-label={t.formatMessage(
                  {
                    id: 'app.wallet.account',
                    defaultMessage: 'Wallet {address}. Account options',
                  },
                  { address: account.address },
                )}
              >
                <span className="size-2 rounded-full bg-success" aria-hidden="true" />
                <span dir="ltr" className="font-mono">
                  {account.displayName}
                </span>
              </Button>
            </>
          );
        }}
      </ConnectButton.Custom>
      <NoWalletDialog
        open={noWallet}
        purpose={purpose}
        onClose={() => {
          handled.current = openRequests;
          setClicked(false);
          // The button that opened it may have been swapped for its lazily loaded twin.
          requestAnimationFrame(() =>
            Array.from(container.current?.querySelectorAll('button') ?? [])
              .find((button) => button.offsetParent !== null)
              ?.focus(),
          );
          setClosedAt(openRequests);
        }}
      />
    </div>
  );
}
