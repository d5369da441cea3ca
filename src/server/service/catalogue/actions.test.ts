// Encoding of embedded actions into the multicall handler's instructions (no server needed).
import { describe, expect, it } from 'vitest';
import { decodeAbiParameters, decodeFunctionData, parseAbi } from 'viem';
import { Failure } from '../../../contract/failure';
import { encodeActions, instructionsAbi, type SwapAction } from './actions';

const RECIPIENT = '0xe86cd45f5a5b268813183c57cf67234d21c9f086';
const TARGET = '0x4200000000000000000000000000000000000006';
const decode = (hex: `0x${string}`) => decodeAbiParameters(instructionsAbi, hex)[0];
const action = (over: Partial<SwapAction>): SwapAction => ({
  populateCallValueDynamically: false,
  target: TARGET,
  functionSignature: '',
  args: [],
  value: '0',
  isNativeTransfer: false,
  ...over,
});

describe('encodeActions', () => {
  it('encodes lists, tuples, booleans and a signature without the function keyword', () => {
    const sig = 'route((address,uint256)[] legs, bool strict)';
    const out = decode(
      encodeActions(
        [
          action({
            functionSignature: sig,
            args: [
              {
                value: [
                  [RECIPIENT, '5'],
                  [TARGET, '7'],
                ],
              },
              { value: 'true' },
            ],
          }),
        ],
        RECIPIENT,
      ),
    );
    const call = decodeFunctionData({
      abi: parseAbi([`function ${sig}`]),
      data: out.calls[0]!.callData,
    });
    expect(call.args[1]).toBe(true);
    expect(call.args[0]).toHaveLength(2);
  });

  it('a native transfer is a bare value call', () => {
    const out = decode(
      encodeActions(
        [action({ isNativeTransfer: true, target: RECIPIENT, value: '42' })],
        RECIPIENT,
      ),
    );
    expect(out.calls[0]).toMatchObject({ callData: '0x', value: 42n });
  });

  it.each([
    ['a malformed signature', action({ functionSignature: 'function (' })],
    [
      'a wrong argument count',
      action({ functionSignature: 'approve(address,uint256)', args: [{ value: RECIPIENT }] }),
    ],
    ['a non-integer uint', action({ functionSignature: 'f(uint256)', args: [{ value: '1.5' }] })],
    ['a bad bool', action({ functionSignature: 'f(bool)', args: [{ value: 'yes' }] })],
    [
      'a non-EVM target',
      action({ isNativeTransfer: true, target: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }),
    ],
  ])('%s is ABI_ENCODING_ERROR', (_name, bad) => {
    const err = (() => {
      try {
        encodeActions([bad], RECIPIENT);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(Failure);
    expect(err).toMatchObject({ status: 400, code: 'ABI_ENCODING_ERROR', param: 'actions.0' });
  });
});
