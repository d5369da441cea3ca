// What went wrong with a batch sent through wallet_sendCalls (EIP-5792), typed so the page can
// say what is known about the money.

/** The wallet took the batch but has not said whether it was included: it may yet be. */
export class BatchStatusUnknownError extends Error {
  override readonly name = 'BatchStatusUnknownError';
  constructor(
    readonly chainId: number,
    readonly id: string,
  ) {
    super(`The wallet did not report the outcome of batch ${id}`);
  }
}
