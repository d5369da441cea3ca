// RainbowKit, with its CSS. Only ever imported from the lazily loaded WalletLayer, so the first
// page carries none of it. wagmi's config comes from the wallet layer (WalletRoot), already
// loaded; RainbowKit's hooks find it in wagmi's own context, given here.
import '@rainbow-me/rainbowkit/styles.css';
import { RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { useMemo, type ReactNode } from 'react';
import { WagmiContext, type Config } from 'wagmi';
import { useLocale } from '../../i18n/I18nProvider';
import { useTheme } from '../../lib/useTheme';
import { rainbowLocale } from './rainbow-locale';
import { rainbowTheme } from './rainbowTheme';

export function WalletProviders({ config, children }: { config: Config; children: ReactNode }) {
  const { resolved } = useTheme();
  const theme = useMemo(() => rainbowTheme(resolved), [resolved]);
  const { locale } = useLocale();
  return (
    <WagmiContext.Provider value={config as never}>
      <RainbowKitProvider
        theme={theme}
        modalSize="compact"
        appInfo={{ appName: 'Ferry' }}
        locale={rainbowLocale(locale)}
      >
        {children}
      </RainbowKitProvider>
    </WagmiContext.Provider>
  );
}
