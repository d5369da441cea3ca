import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { T, useT } from '../../i18n/useT';
import { useWalletAccount, useWalletConfig, useWalletState } from '../../lib/wallet/wallet-context';
import { ConnectLabel } from './ConnectLabel';
import { requestWalletConnect, subscribeConnectRequests } from './connect-request';
import { WalletErrorBoundary } from './WalletErrorBoundary';

// RainbowKit (provider, modal, locales, icons) is a chunk of its own, and so is wagmi (see
// WalletRoot). The header shows this light button; both load on the first connect request, or
// when a stored connection is being restored, and RainbowKit's same-looking button replaces it.
const WalletLayer = lazy(() => import('./WalletLayer'));

export function WalletButton() {
  const [asked, setAsked] = useState(false);
  // Counts "open the connect modal" requests (this button, or requestWalletConnect elsewhere);
  // the loaded layer opens the modal once per new request.
  const [openRequests, setOpenRequests] = useState(0);
  const { status } = useWalletAccount();
  const config = useWalletConfig();
  const { failed } = useWalletState();
  const t = useT();

  useEffect(
    () =>
      subscribeConnectRequests(() => {
        setAsked(true);
        setOpenRequests((n) => n + 1);
      }),
    [],
  );

  const light = (
    <Button aria-haspopup="dialog" loading={openRequests > 0} onClick={requestWalletConnect}>
      <ConnectLabel />
    </Button>
  );
  const reload = (
    <Button
      variant="secondary"
      onClick={() => window.location.reload()}
      title={t.formatMessage({
        id: 'app.wallet.reloadWhy',
        defaultMessage:
          'The wallet connector could not be downloaded. Reload the page to try again.',
      })}
    >
      <T id="app.wallet.reload" defaultMessage="Reload to connect" />
    </Button>
  );

  if (failed) return reload;
  // RainbowKit reads wagmi's config, so it waits for the wallet layer.
  if (!config || (!asked && status === 'disconnected')) return light;
  return (
    <WalletErrorBoundary fallback={reload}>
      <Suspense fallback={light}>
        <WalletLayer config={config} openRequests={openRequests} />
      </Suspense>
    </WalletErrorBoundary>
  );
}
