// RainbowKit, with its CSS. Only ever imported from the lazily loaded WalletLayer, so the first
// page carries none of it. wagmi itself is app-wide (AppProviders); RainbowKit reads it there.
import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { useMemo, type ReactNode } from 'react';
import { useTheme } from '../../lib/useTheme';
import { rainbowTheme } from './rainbowTheme';

export function WalletProviders({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  const theme = useMemo(() => rainbowTheme(resolved), [resolved]);
  return (
    <RainbowKitProvider theme={theme} modalSize="compact" appInfo={{ appName: 'Ferry' }}>
      {children}
    </RainbowKitProvider>
  );
}
