import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConnectLabel } from './ConnectLabel';
import { subscribeConnectRequests } from './connect-request';
import { WalletErrorBoundary } from './WalletErrorBoundary';

// RainbowKit (provider, modal, locales, icons) is a separate chunk; wagmi itself is app-wide.
// The header shows this light button first; the chunk loads when the browser is idle after
// first paint, or at once on click, and then takes over with the same-looking button.
const WalletLayer = lazy(() => import('./WalletLayer'));

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

export function WalletButton() {
  const [load, setLoad] = useState(false);
  // Counts "open the connect modal" requests (this button, or requestWalletConnect elsewhere);
  // the loaded layer opens the modal once per new request.
  const [openRequests, setOpenRequests] = useState(0);

  useEffect(() => whenIdle(() => setLoad(true)), []);
  useEffect(
    () =>
      subscribeConnectRequests(() => {
        setLoad(true);
        setOpenRequests((n) => n + 1);
      }),
    [],
  );

  const light = (
    <Button
      aria-haspopup="dialog"
      loading={openRequests > 0}
      onClick={() => {
        setLoad(true);
        setOpenRequests((n) => n + 1);
      }}
    >
      <ConnectLabel />
    </Button>
  );

  if (!load) return light;
  return (
    <WalletErrorBoundary
      fallback={
        <Button
          variant="secondary"
          onClick={() => window.location.reload()}
          title="The wallet connector could not be downloaded. Reload the page to try again."
        >
          Reload to connect
        </Button>
      }
    >
      <Suspense fallback={light}>
        <WalletLayer openRequests={openRequests} />
      </Suspense>
    </WalletErrorBoundary>
  );
}
