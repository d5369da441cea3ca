// The EIP-712 payloads the interface asks wallets to sign, declared once: the embedded service
// builds them (docs/interface-decisions.md#quotes TransferAuthorization,
// docs/interface-decisions.md#gasless-deposits ERC-3009 gasless), the bridge checks quotes against
// them before asking the wallet, and fixtures reuse them.
import { zeroAddress } from 'viem';

type TypeList = Record<string, { name: string; type: string }[]>;

/** Domain name and version of the versioned API's TransferAuthorization. */
export const TRANSFER_AUTHORIZATION_DOMAIN = { name: 'Cross-Chain Transfer Service', version: '1' };

/** EIP712Domain is left out: wallets and viem derive it from the domain's fields. */
export const transferAuthorizationTypes: TypeList = {
  TransferAuthorization: [
    { name: 'orderId', type: 'bytes32' },
    { name: 'depositor', type: 'address' },
    { name: 'inputToken', type: 'address' },
    { name: 'inputAmount', type: 'uint256' },
    { name: 'destinationChainId', type: 'uint256' },
    { name: 'outputToken', type: 'address' },
    { name: 'outputAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
    { name: 'refundAddress', type: 'address' },
    { name: 'fillDeadline', type: 'uint32' },
    { name: 'nonce', type: 'uint256' },
  ],
};

/** ERC-3009 receiveWithAuthorization: the gasless quote's single EVM signature. */
export const receiveWithAuthorizationTypes: TypeList = {
  ReceiveWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
};

/** HyperCore signs user actions on an Arbitrum-chain-id domain with a zero verifying contract. */
export const HYPERCORE_DOMAIN = {
  name: 'HyperliquidSignTransaction',
  version: '1',
  chainId: 42161,
  verifyingContract: zeroAddress,
};

/** Spot USDC's token name on HyperCore. */
export const HYPERCORE_USDC = 'USDC:0x6d1e7cde53ba9467b783cb7c530ce054';

/** HyperCore's approval of a builder (fee collector) up to a fee rate. */
export const approveBuilderFeeTypes: TypeList = {
  'HyperliquidTransaction:ApproveBuilderFee': [
    { name: 'hyperliquidChain', type: 'string' },
    { name: 'maxFeeRate', type: 'string' },
    { name: 'builder', type: 'address' },
    { name: 'nonce', type: 'uint64' },
  ],
};

/** HyperCore's SendAsset user action, all eight fields as Hyperliquid defines it. */
export const sendAssetTypes: TypeList = {
  'HyperliquidTransaction:SendAsset': [
    { name: 'hyperliquidChain', type: 'string' },
    { name: 'destination', type: 'string' },
    { name: 'sourceDex', type: 'string' },
    { name: 'destinationDex', type: 'string' },
    { name: 'token', type: 'string' },
    { name: 'amount', type: 'string' },
    { name: 'fromSubAccount', type: 'string' },
    { name: 'nonce', type: 'uint64' },
  ],
};
