// The form's own state and checks: amount (mirrored into the URL), recipient and refund
// address, the wallet's balance, and the reasons the route or token cannot be used.
import { useState } from 'react';
import type { Address } from 'viem';
import { useSandboxChains } from '../../../api/rpc-chains';
import { useT } from '../../../i18n/useT';
import { useWalletAccount } from '../../../lib/wallet/wallet-context';
import { checkAmount, quotable, type AmountCheck } from '../model/amount';
import { SOME_CHAIN } from '../model/route-options';
import { offersTestFunds, type TestFundsTarget } from '../model/test-funds';
import type { BridgeSelection } from './useBridgeSelection';
import { useAddressParser } from './useAddressParser';
import { useTokenBalances } from './useTokenBalances';
import { useUrlAmount } from './useUrlAmount';

/**
 * An optional address field: empty is fine (the wallet is used), invalid blocks the quote, and
 * so does text not yet checked (the check is still loading: useAddressParser).
 */
function optionalAddress(
  text: string,
  parse: ReturnType<typeof useAddressParser>,
): { valid: boolean; address?: Address } {
  if (text.trim() === '') return { valid: true };
  if (!parse) return { valid: false };
  const parsed = parse(text);
  return parsed.ok ? { valid: true, address: parsed.address } : { valid: false };
}

const NO_LIMITS = { min: 0n, max: 0n };

export function useBridgeForm(
  s: BridgeSelection,
  urlAmount: string | undefined,
  onUrlAmount: (amount: string | undefined) => void,
) {
  const t = useT();
  const [amountText, setAmountText] = useUrlAmount(urlAmount, onUrlAmount);
  const [recipientText, setRecipientText] = useState('');
  const [refundText, setRefundText] = useState('');
  const { address: account } = useWalletAccount();
  const balances = useTokenBalances(s.origin, account, s.tokens);
  const balance = balances.stateOf(s.token);
  // Exact output: the amount is what arrives, in the received token's decimals on the
  // destination; the route's input limits and the balance are checked by the quote instead.
  const amountCheck: AmountCheck = !s.token
    ? { kind: 'empty' }
    : s.exactOutput
      ? checkAmount(
          amountText,
          {
            symbol: s.token.output.symbol,
            decimals: s.token.output.decimals,
            chainName: s.destinationName ?? t.formatMessage(SOME_CHAIN.destination),
            limits: NO_LIMITS,
          },
          undefined,
          t,
        )
      : checkAmount(
          amountText,
          {
            symbol: s.token.symbol,
            decimals: s.token.input.decimals,
            chainName: s.originName ?? t.formatMessage(SOME_CHAIN.origin),
            limits: s.token.limits,
          },
          balance.kind === 'known' ? balance.value : undefined,
          t,
        );
  // The faucet of a sandbox chain (none with the real service). Exact output compares the
  // quote's input with the balance instead (BridgePage), so it is offered for amounts sent.
  const sandboxChains = useSandboxChains();
  const origin = s.origin;
  const testFunds: TestFundsTarget | undefined =
    origin !== undefined && sandboxChains.data?.includes(origin) && account && !s.exactOutput
      ? {
          chainId: origin,
          account,
          offered: offersTestFunds(
            balance,
            amountCheck.kind === 'empty' ? undefined : amountCheck.value,
          ),
        }
      : undefined;
  const parse = useAddressParser(recipientText.trim() !== '' || refundText.trim() !== '');
  const recipient = optionalAddress(recipientText, parse);
  const refund = optionalAddress(refundText, parse);
  const originOption = s.originOptions.find((o) => o.chainId === s.origin);
  const destinationOption = s.destinationOptions.find((o) => o.chainId === s.destination);
  const routeReason =
    (originOption && !originOption.available ? originOption.reason : undefined) ??
    (destinationOption && !destinationOption.available ? destinationOption.reason : undefined);
  const tokenReason =
    (s.token && !s.token.available ? s.token.reason : undefined) ??
    (s.receive && !s.receive.available ? s.receive.reason : undefined);
  return {
    account,
    amountText,
    setAmountText,
    recipientText,
    setRecipientText,
    refundText,
    setRefundText,
    balances,
    balance,
    amountCheck,
    amount: quotable(amountCheck),
    /** On a sandbox chain: where the faucet funds, and whether the wallet is short. */
    testFunds,
    recipient,
    refund,
    routeReason,
    tokenReason,
  };
}
