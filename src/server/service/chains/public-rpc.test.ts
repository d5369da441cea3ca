// The sandbox chains' public JSON-RPC (POST /sandbox/rpc/{chainId}) against a caller who means
// harm: bodies past the limit and params nested thousands of levels deep are refused without a
// 500, and nothing but a wallet's own methods reaches the node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_MAX_BODY_BYTES } from '../../../contract/json-rpc';
import { startTestService, type TestService } from '../testing/harness';
import { sandboxChainsForThisFile } from './testing/sandbox-chains-for-this-file';

const ARB = 42161;
const testChains = sandboxChainsForThisFile([ARB]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
async function post(body: string) {
  const res = await fetch(`${t.base}/sandbox/rpc/${ARB}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the sandbox chains’ RPC under hostile input', () => {
  it('answers 10,000-deep params with a JSON-RPC error, and the rest of the batch', async () => {
    const deep = `{"jsonrpc":"2.0","id":"deep","method":"eth_call","params":[${nestedJson(10_000)}]}`;
    const { status, body } = await post(
      `[${deep},${JSON.stringify(call('eth_chainId', [], 'ok'))}]`,
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        jsonrpc: '2.0',
        id: 'deep',
        error: {
          code: -32602,
          message: expect.stringMatching(/^params nested too deeply/) as string,
        },
      },
      { jsonrpc: '2.0', id: 'ok', result: '0xa4b1' },
    ]);
  });

  it('refuses a body over the limit with 413 and a JSON-RPC error', async () => {
    const big = JSON.stringify(
      call('eth_sendRawTransaction', [`0x${'00'.repeat(RPC_MAX_BODY_BYTES)}`]),
    );
    expect(await post(big)).toEqual({
      status: 413,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32005,
          message: `JSON-RPC bodies are limited to ${RPC_MAX_BODY_BYTES} bytes`,
        },
      },
    });
  });

  it('refuses by name every method that signs, sends unsigned, or reaches the node’s controls', async () => {
    const methods = [
      'eth_sendTransaction',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'hardhat_setBalance',
      'hardhat_impersonateAccount',
      'evm_mine',
      'evm_setNextBlockTimestamp',
      'debug_traceTransaction',
      'txpool_content',
    ];
    const { body } = await post(JSON.stringify(methods.map((m, i) => call(m, [], i))));
    expect(body).toEqual(
      methods.map((m, i) => ({
        jsonrpc: '2.0',
        id: i,
        error: { code: -32601, message: `${m} is not available on the sandbox chains` },
      })),
    );
  });
});
