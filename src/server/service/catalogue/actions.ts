// Embedded destination actions (POST /swap/approval): each action becomes a call of the
// multicall handler, and the deposit's message is the handler's encoded instructions. A
// signature or argument that cannot be encoded is ABI_ENCODING_ERROR naming the action.
import type { z } from 'zod';
import {
  encodeAbiParameters,
  encodeFunctionData,
  isAddress,
  parseAbiItem,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';
import type { ActionArgValue, swapAction } from '../../../contract/schemas/swap-approval';
import { Failure } from '../../../contract/failure';

export type SwapAction = z.output<typeof swapAction>;

/** The multicall handler's `Instructions` struct: calls to make, then who gets what is left. */
export const instructionsAbi = [
  {
    type: 'tuple',
    components: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'callData', type: 'bytes' },
          { name: 'value', type: 'uint256' },
        ],
      },
      { name: 'fallbackRecipient', type: 'address' },
    ],
  },
] as const;

/** Turn the string form of an argument into what the ABI encoder expects for `param`. */
function coerce(param: AbiParameter, value: ActionArgValue): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type);
  if (array) {
    if (!Array.isArray(value)) throw new Error(`${param.type} expects a list`);
    return value.map((v) => coerce({ ...param, type: array[1] ?? '' }, v));
  }
  if (param.type === 'tuple') {
    const components = 'components' in param ? param.components : [];
    if (!Array.isArray(value) || value.length !== components.length) {
      throw new Error(`tuple expects ${components.length} values`);
    }
    return components.map((c, i) => coerce(c, value[i] ?? ''));
  }
  if (Array.isArray(value)) throw new Error(`${param.type} expects a single value`);
  if (/^u?int\d*$/.test(param.type)) {
    if (!/^-?\d+$/.test(value)) throw new Error(`${param.type} expects an integer, got '${value}'`);
    return BigInt(value);
  }
  if (param.type === 'bool') {
    if (value !== 'true' && value !== 'false') throw new Error(`bool expects true or false`);
    return value === 'true';
  }
  if (param.type === 'address') {
    if (!isAddress(value, { strict: false }))
      throw new Error(`address expects a 20-byte address, got '${value}'`);
    return value.toLowerCase(); // checksums are the caller's typing aid, not part of the value
  }
  return value;
}

function callData(action: SwapAction): Hex {
  if (action.isNativeTransfer) return '0x';
  const text = action.functionSignature.trim();
  const item = parseAbiItem(text.startsWith('function ') ? text : `function ${text}`);
  if (item.type !== 'function') throw new Error('functionSignature must describe a function');
  const fn = item as AbiFunction;
  if (fn.inputs.length !== action.args.length) {
    throw new Error(`${fn.name} takes ${fn.inputs.length} arguments, got ${action.args.length}`);
  }
  const args = fn.inputs.map((p, i) => coerce(p, action.args[i]?.value ?? ''));
  return encodeFunctionData({ abi: [fn], functionName: fn.name, args });
}

/** One call of the handler's instructions. */
export interface HandlerCallData {
  target: Hex;
  callData: Hex;
  value: bigint;
}

/**
 * The multicall handler's instructions: `first` (the service's own calls, a destination swap),
 * then `actions`; if a call fails the handler sends the tokens to `fallbackRecipient`.
 */
export function encodeActions(
  actions: readonly SwapAction[],
  fallbackRecipient: string,
  first: readonly HandlerCallData[] = [],
): Hex {
  const calls = actions.map((action, i) => {
    try {
      if (!isAddress(action.target, { strict: false }))
        throw new Error('target must be an EVM address');
      return {
        target: action.target.toLowerCase() as Hex,
        callData: callData(action),
        value: BigInt(action.value),
      };
    } catch (err) {
      const detail = err instanceof Error ? err.message.split('\n')[0] : String(err);
      throw new Failure(
        400,
        'ABI_ENCODING_ERROR',
        `Cannot encode action ${i}: ${detail}`,
        `actions.${i}`,
      );
    }
  });
  return encodeAbiParameters(instructionsAbi, [
    { calls: [...first, ...calls], fallbackRecipient: fallbackRecipient.toLowerCase() as Hex },
  ]);
}
