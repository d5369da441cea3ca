// A spoke pool's FundsDeposited log as the service records it. Anyone can send a deposit, so a log
// may name what the service cannot fill: a destination chain id too large for its column (or for
// a number), a chain the world does not have, a token it does not list. Such a deposit is still
// recorded, showing exactly what the log says, and marked unfillable: no relayer takes it, and it
// is refunded after its fill deadline as the protocol would.
import type { Log } from 'viem';
import { worldChainIds, findToken, type WorldToken } from '../world/tokens';
import type { spokePoolAbi } from './contracts/generated/SpokePool';
import { fromBytes32 } from './relay-data';

export type DepositLog = Log<
  bigint,
  number,
  false,
  (typeof spokePoolAbi)[number] & { type: 'event'; name: 'FundsDeposited' },
  true
>;

/** The largest chain id svc_deposits.destination_chain_id (a PostgreSQL integer) holds. */
const MAX_COLUMN_CHAIN_ID = 2n ** 31n - 1n;

/**
 * A token the world does not list (a deposit naming some other contract) still gets a record,
 * priced like the other side.
 */
function standIn(chainId: number, address: string, like: WorldToken | undefined): WorldToken {
  return {
    chainId,
    address: address as `0x${string}`,
    symbol: 'UNKNOWN',
    name: 'Token not in the sandbox',
    decimals: like?.decimals ?? 18,
    family: like?.family ?? 'USDC',
    native: false,
  };
}

export interface ReadDeposit {
  input: WorldToken;
  output: WorldToken;
  /** For the column: 0 when the log's id does not fit it. */
  destinationChainId: number;
  /** Exactly what the log says, when the column cannot hold it. */
  destinationChainIdText?: string;
  unfillable?: string;
}

/** The tokens and destination of a deposit log, and why no relayer can fill it (if so). */
export function readDeposit(originChainId: number, log: DepositLog): ReadDeposit {
  const a = log.args;
  const fits = a.destinationChainId > 0n && a.destinationChainId <= MAX_COLUMN_CHAIN_ID;
  const destinationChainId = fits ? Number(a.destinationChainId) : 0;
  const inputAddress = fromBytes32(a.inputToken);
  const outputAddress = fromBytes32(a.outputToken);
  const knownInput = findToken(originChainId, inputAddress);
  const knownOutput = fits ? findToken(destinationChainId, outputAddress) : undefined;
  const input = knownInput ?? standIn(originChainId, inputAddress, knownOutput);
  const output = knownOutput ?? standIn(destinationChainId, outputAddress, input);
  const unfillable = !fits
    ? 'DESTINATION_CHAIN_ID_OUT_OF_RANGE'
    : !worldChainIds.includes(destinationChainId)
      ? 'UNKNOWN_DESTINATION_CHAIN'
      : !knownInput || !knownOutput
        ? 'UNKNOWN_TOKEN'
        : undefined;
  return {
    input,
    output,
    destinationChainId,
    ...(!fits && { destinationChainIdText: String(a.destinationChainId) }),
    ...(unfillable && { unfillable }),
  };
}
