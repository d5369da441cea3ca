// The least gas a transaction may carry, as Ethereum's clients check it before taking it into
// their pool: the intrinsic gas (geth's core.IntrinsicGas: base, calldata, contract creation,
// access list, EIP-7702 authorizations) and EIP-7623's calldata floor (Prague). Anvil takes a
// transaction below either, returns its hash and never mines it, so a wallet would wait for it
// for ever; the sandbox's RPC refuses it at once, in geth's words, as a real network's node does.
import type { TransactionSerializable } from 'viem';

const TX = 21_000n;
const CREATION = 32_000n;
const ZERO_BYTE = 4n;
const NONZERO_BYTE = 16n;
/** EIP-3860: each 32-byte word of a creation's init code. */
const INIT_CODE_WORD = 2n;
const ACCESS_LIST_ADDRESS = 2_400n;
const ACCESS_LIST_KEY = 1_900n;
/** EIP-7702's PER_EMPTY_ACCOUNT_COST, charged up front for each authorization. */
const AUTHORIZATION = 25_000n;
/** EIP-7623: a zero byte is one token, a non-zero byte four; each token costs 10 at the floor. */
const FLOOR_PER_TOKEN = 10n;

type Checked = Pick<
  TransactionSerializable,
  'to' | 'data' | 'gas' | 'accessList' | 'authorizationList'
>;

export function gasFloors(tx: Checked): { intrinsic: bigint; floor: bigint } {
  const bytes = tx.data ? (tx.data.length - 2) / 2 : 0;
  let zeros = 0;
  for (let i = 2; i < (tx.data?.length ?? 0); i += 2) {
    if (tx.data!.slice(i, i + 2) === '00') zeros++;
  }
  const nonZeros = bytes - zeros;
  const creation = !tx.to;
  let intrinsic = TX + BigInt(zeros) * ZERO_BYTE + BigInt(nonZeros) * NONZERO_BYTE;
  if (creation) intrinsic += CREATION + BigInt(Math.ceil(bytes / 32)) * INIT_CODE_WORD;
  for (const entry of tx.accessList ?? []) {
    intrinsic += ACCESS_LIST_ADDRESS + BigInt(entry.storageKeys.length) * ACCESS_LIST_KEY;
  }
  intrinsic += BigInt(tx.authorizationList?.length ?? 0) * AUTHORIZATION;
  const floor = TX + (BigInt(zeros) + BigInt(nonZeros) * 4n) * FLOOR_PER_TOKEN;
  return { intrinsic, floor };
}

/** Geth's message when `tx` carries too little gas to be taken at all, else undefined. */
export function tooLittleGas(tx: Checked): string | undefined {
  if (tx.gas === undefined) return undefined;
  const { intrinsic, floor } = gasFloors(tx);
  if (tx.gas < intrinsic) {
    return `intrinsic gas too low: gas ${tx.gas}, minimum needed ${intrinsic}`;
  }
  if (tx.gas < floor) {
    return `insufficient gas for floor data gas cost: gas ${tx.gas}, minimum needed ${floor}`;
  }
  return undefined;
}
