import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConnectLabel } from './ConnectLabel';
import { WalletErrorBoundary } from './WalletErrorBoundary';

// wagmi, viem and RainbowKit (provider, modal, locales, icons) are a separate chunk. The header
// shows this light button first; the chunk loads when the browser is idle after first paint,
// or at once on click, and then takes over with the same-looking button.
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
  const [openOnMount, setOpenOnMount] = useState(false);

  useEffect(() => whenIdle(() => setLoad(true)), []);

  const light = (
    <Button
      aria-haspopup="dialog"
      loading={openOnMount}
      onClick={() => {
        setOpenOnMount(true);
        setLoad(true);
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
        <WalletLayer openOnMount={openOnMount} />
      </Suspense>
    </WalletErrorBoundary>
  );
}
