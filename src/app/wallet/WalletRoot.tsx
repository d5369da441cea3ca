import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { NO_WALLET, WalletPublishContext } from '../../lib/wallet/wallet-context';
import { WalletStateProvider } from '../../lib/wallet/WalletStateProvider';
import { subscribeConnectRequests } from './connect-request';
import { storedConnection } from './stored-connection';
import { WalletErrorBoundary } from './WalletErrorBoundary';

/** The wallet layer's chunk. */
const loadWalletRuntime = () => import('./WalletRuntime');

/**
 * The wallet for the whole app, loaded only when wanted: on the first connect request (the
 * header's button, or a page's own Connect), or at once when wagmi stored a connection to
 * restore, so a returning person sees their account and balances without a click. Before that
 * every page reads "no wallet" (src/lib/wallet/wallet-context.ts).
 */
export function WalletRoot({
  children,
  load = loadWalletRuntime,
}: {
  children: ReactNode;
  /** How the layer is loaded (tests count the calls). */
  load?: () => Promise<{ default: ComponentType }>;
}) {
  const [WalletRuntime] = useState(() => lazy(load));
  const [wanted, setWanted] = useState(() => storedConnection.read());
  useEffect(() => subscribeConnectRequests(() => setWanted(true)), []);
  return (
    <WalletStateProvider
      runtime={
        wanted && (
          <WalletErrorBoundary fallback={<LayerFailed />}>
            <Suspense fallback={null}>
              <WalletRuntime />
            </Suspense>
          </WalletErrorBoundary>
        )
      }
    >
      {children}
    </WalletStateProvider>
  );
}

/** Tells the page the layer could not be downloaded, so its buttons offer a reload. */
function LayerFailed() {
  const publish = useContext(WalletPublishContext);
  useEffect(() => publish({ ...NO_WALLET, failed: true }), [publish]);
  return null;
}
