import { darkTheme, lightTheme, type Theme } from '@rainbow-me/rainbowkit';

/**
 * RainbowKit's theme, derived from our tokens: colours are `var(--ferry-…)` references, so the
 * modal follows src/app/styles.css (and flips with `.dark`) without a second palette. The base
 * (shadows, dim borders) still comes from RainbowKit's light or dark theme.
 */
export function rainbowTheme(mode: 'light' | 'dark'): Theme {
  const base = (mode === 'dark' ? darkTheme : lightTheme)({
    accentColor: 'var(--ferry-accent)',
    accentColorForeground: 'var(--ferry-accent-fg)',
    borderRadius: 'medium',
    fontStack: 'system',
    overlayBlur: 'small',
  });
  return {
    ...base,
    colors: {
      ...base.colors,
      modalBackground: 'var(--ferry-surface)',
      modalBorder: 'var(--ferry-border)',
      modalText: 'var(--ferry-text)',
      modalTextSecondary: 'var(--ferry-muted)',
      generalBorder: 'var(--ferry-border)',
      closeButton: 'var(--ferry-muted)',
      closeButtonBackground: 'var(--ferry-surface-2)',
      actionButtonSecondaryBackground: 'var(--ferry-surface-2)',
      menuItemBackground: 'var(--ferry-surface-2)',
      profileForeground: 'var(--ferry-surface-2)',
      connectButtonBackground: 'var(--ferry-surface)',
      connectButtonText: 'var(--ferry-text)',
      error: 'var(--ferry-danger)',
      connectButtonBackgroundError: 'var(--ferry-danger)',
    },
  };
}
