// wagmi + RainbowKit, with RainbowKit's CSS. Only ever imported from lazily loaded modules
// (WalletLayer, and later the bridge's signing step), so the first page carries none of it.
// Several instances may mount at once: wagmi's state lives in the shared wagmiConfig.
import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { useMemo, type ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { useTheme } from '../../lib/useTheme';
import { wagmiConfig } from '../../lib/wagmi';
import { rainbowTheme } from './rainbowTheme';

export function WalletProviders({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  const theme = useMemo(() => rainbowTheme(resolved), [resolved]);
  return (
    <WagmiProvider config={wagmiConfig}>
      <RainbowKitProvider theme={theme} modalSize="compact" appInfo={{ appName: 'Ferry' }}>
        {children}
      </RainbowKitProvider>
    </WagmiProvider>
  );
}
