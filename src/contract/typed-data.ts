// The EIP-712 payloads the interface asks wallets to sign, declared once: the embedded service
// builds them (docs/interface-decisions.md#quotes TransferAuthorization,
// docs/interface-decisions.md#gasless-deposits ERC-3009 gasless), the bridge checks quotes against
// them before asking the wallet, and fixtures reuse them.

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
