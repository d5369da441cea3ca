// Sign-in as a person goes through it: connect a wallet (RainbowKit's modal, opened by the app),
// see what will be signed, sign it in the wallet, get a session. The nonce is fetched when the
// wallet is connected and the person asks to sign in, so the preview shows its real expiry.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { nonceMutationOptions, signInMutationOptions } from '../../../api/session';
import { loadWalletActions } from '../../../lib/wallet/load-wallet-actions';
import { useWalletAccount, useWalletConfig } from '../../../lib/wallet/wallet-context';
import type { NonceResponse } from '../../../contract/schemas/ferry-auth';
import { buildSiweMessage, signInChainId } from './siwe-message';

export interface SignInPreview {
  nonce: NonceResponse;
  address: `0x${string}`;
  chainId: number;
  message: string;
}

export function useSignIn(onConnect: () => void) {
  const { address, chainId: walletChainId, isConnected } = useWalletAccount();
  const config = useWalletConfig();
  const [preview, setPreview] = useState<SignInPreview>();
  // Asked to sign in before a wallet was connected: carry on once it is.
  const awaitingWallet = useRef(false);

  const prepare = useMutation({
    ...nonceMutationOptions(),
    onSuccess: (nonce) => {
      if (!address) return;
      const chainId = signInChainId(walletChainId, nonce.chainIds);
      setPreview({ nonce, address, chainId, message: buildSiweMessage(nonce, address, chainId) });
    },
  });

  const sign = useMutation(
    signInMutationOptions(async (p) => {
      if (!config) throw new Error('No wallet is connected');
      const { signMessage } = await loadWalletActions();
      return signMessage(config, { message: p.message, account: p.address });
    }),
  );

  // Carry on once the wallet the person was asked to connect is connected.
  const { mutate: prepareNow } = prepare;
  useEffect(() => {
    if (!isConnected || !awaitingWallet.current) return;
    awaitingWallet.current = false;
    prepareNow();
  }, [isConnected, prepareNow]);

  // A preview for another wallet than the one connected now is stale.
  const livePreview = preview && preview.address === address ? preview : undefined;

  return {
    isConnected,
    address,
    preview: livePreview,
    /** Step one: connect, or fetch a nonce to show what will be signed. */
    start() {
      sign.reset();
      if (isConnected) prepare.mutate();
      else {
        awaitingWallet.current = true;
        onConnect();
      }
    },
    /** Step two: open the wallet to sign the previewed message. */
    confirm() {
      if (livePreview) sign.mutate(livePreview, { onSuccess: () => setPreview(undefined) });
    },
    cancel() {
      setPreview(undefined);
      sign.reset();
    },
    preparing: prepare.isPending,
    signing: sign.isPending,
    error: prepare.error ?? sign.error,
  };
}
