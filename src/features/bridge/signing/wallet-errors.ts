// Why a flow stopped before a wallet request: the wallet is no longer on the account or chain the
// flow started with. Kept apart from transaction-errors.ts (which decodes revert data with viem's
// ABI parser) so the signature path, on the first page, can stop on them without loading the
// transaction path.

/** The wallet moved to another network between the check and the request. */
export class WrongNetworkError extends Error {
  override readonly name = 'WrongNetworkError';
  constructor(readonly expectedChainId: number) {
    super(`The wallet is not on chain ${expectedChainId}`);
  }
}

/** The connected account changed between the review and a wallet request. */
export class AccountChangedError extends Error {
  override readonly name = 'AccountChangedError';
  constructor() {
    super('The wallet account changed during the transfer');
  }
}
