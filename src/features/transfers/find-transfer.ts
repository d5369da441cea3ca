// "Track a transfer" by whatever a person has: an order id opens its tracker; a 32-byte hash
// that is not an order id is looked up as a deposit transaction; digits are a deposit id on the
// chosen origin chain. Returns where to go, or why there is nowhere yet.
import { fetchDepositLookup } from '../../api/deposits';
import { fetchTransfer } from '../../api/transfers';
import { isServiceError } from '../../contract/errors';
import { HASH32, UINT256_DIGITS } from '../../contract/hash-and-digits';

export type FindTarget =
  | { to: 'order'; orderId: string }
  | { to: 'deposit'; originChainId: number; depositId: string }
  /** Neither an order nor a deposit has it (yet): FindTransferForm says so. */
  | { to: 'nothing' };

export function readFindInput(text: string): {
  kind: 'hash' | 'depositId' | 'invalid';
  value: string;
} {
  const s = text.replace(/\s+/g, '');
  const hex = /^0x/i.test(s) ? `0x${s.slice(2).toLowerCase()}` : s;
  if (HASH32.test(hex)) return { kind: 'hash', value: hex };
  if (UINT256_DIGITS.test(s)) return { kind: 'depositId', value: BigInt(s).toString() };
  return { kind: 'invalid', value: s };
}

async function isKnownOrder(orderId: string): Promise<boolean> {
  try {
    await fetchTransfer(orderId);
    return true;
  } catch (err) {
    if (isServiceError(err) && err.status === 404) return false;
    throw err;
  }
}

export async function findTransfer(hash: string): Promise<FindTarget> {
  if (await isKnownOrder(hash)) return { to: 'order', orderId: hash };
  const found = await fetchDepositLookup({ depositTxnRef: hash });
  if (found) {
    return {
      to: 'deposit',
      originChainId: found.deposit.originChainId,
      depositId: found.deposit.depositId,
    };
  }
  return { to: 'nothing' };
}
