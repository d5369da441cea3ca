import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** If the wallet layer's chunk fails to download, the rest of the page keeps working. */
export class WalletErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Wallet layer failed to load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
