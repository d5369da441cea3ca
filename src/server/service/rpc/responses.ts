// What the simulated chains return for the reads a wallet UI makes: native and ERC-20 balances
// from the ledger (so /sandbox/balances shows up in the bridge), token metadata from the world,
// allowances as the world keeps them (zero: every ERC-20 quote carries its approval), code at
// the world's contract addresses, and a block number that advances with the clock.
import {
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  isAddress,
  toHex,
  type Hex,
} from 'viem';
import { rpcErrorCodes as codes } from '../../../contract/json-rpc';
import type { ServiceContext } from '../context';
import { getBalance } from '../ledger';
import { isContract } from '../world/spokes';
import { findToken, NATIVE } from '../world/tokens';

/** Simulated block time, the same on every chain. */
export const BLOCK_MS = 2_000;
const GAS_PRICE = 1_000_000_000n; // 1 gwei
/** Stand-in bytecode: "a contract is here" is all a reader learns from it. */
const CONTRACT_CODE = '0x6080604052';

export class RpcFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new RpcFault(codes.invalidParams, message);

function addressParam(v: unknown, what: string): Hex {
  if (typeof v !== 'string' || !isAddress(v, { strict: false }))
    throw invalid(`${what} must be an address`);
  return v as Hex;
}

export async function respondToCall(
  ctx: ServiceContext,
  chainId: number,
  method: string,
  params: unknown[],
): Promise<unknown> {
  switch (method) {
    case 'eth_chainId':
      return toHex(chainId);
    case 'eth_blockNumber':
      return toHex(Math.floor(ctx.clock.now() / BLOCK_MS));
    case 'eth_gasPrice':
      return toHex(GAS_PRICE);
    case 'eth_getBalance': {
      const owner = addressParam(params[0], 'address');
      // Only the world's own native assets have a balance; another chain's gas token is not
      // simulated, so it reads as zero rather than as a made-up fortune.
      return findToken(chainId, NATIVE)
        ? toHex(await getBalance(ctx.db, chainId, NATIVE, owner))
        : '0x0';
    }
    case 'eth_getCode': {
      const at = addressParam(params[0], 'address');
      return isContract(at) || findToken(chainId, at) ? CONTRACT_CODE : '0x';
    }
    case 'eth_estimateGas': {
      const tx = (params[0] ?? {}) as { data?: unknown; input?: unknown };
      const data = tx.data ?? tx.input;
      return toHex(typeof data === 'string' && data.length > 2 ? 120_000 : 21_000);
    }
    case 'eth_getTransactionReceipt':
      // The simulated chains mine no transactions of their own.
      return null;
    case 'eth_call':
      return erc20Read(ctx, chainId, params[0]);
    default:
      throw new RpcFault(codes.methodNotFound, `${method} is not supported`);
  }
}

async function erc20Read(ctx: ServiceContext, chainId: number, tx: unknown): Promise<Hex> {
  const { to, data, input } = (tx ?? {}) as { to?: unknown; data?: unknown; input?: unknown };
  const token = findToken(chainId, addressParam(to, 'to'));
  // A call to an address with no code returns nothing, as on a real chain.
  if (!token || token.native) return '0x';
  const calldata = data ?? input;
  if (typeof calldata !== 'string' || !/^0x[0-9a-fA-F]*$/.test(calldata))
    throw invalid('data must be hex');
  let call;
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: calldata as Hex });
  } catch {
    throw new RpcFault(3, 'execution reverted');
  }
  const result = async (): Promise<unknown> => {
    switch (call.functionName) {
      case 'balanceOf':
        return getBalance(ctx.db, chainId, token.address, call.args[0]);
      case 'allowance':
        return 0n;
      case 'decimals':
        return token.decimals;
      case 'symbol':
        return token.symbol;
      case 'name':
        return token.name;
      case 'totalSupply':
        return 10n ** 40n;
      default:
        throw new RpcFault(3, 'execution reverted');
    }
  };
  return encodeFunctionResult({
    abi: erc20Abi,
    functionName: call.functionName,
    result: (await result()) as never,
  });
}
