// The simulated chains' JSON-RPC (POST /rpc/{chainId}) under hostile input: a body past the limit
// is refused before it is read, and params nested thousands of levels deep are a JSON-RPC error
// for that call alone, never a 500.
import { describe, expect, it } from 'vitest';
import { RPC_MAX_BODY_BYTES } from '../../../contract/json-rpc';
import { RPC_MAX_PARAMS_DEPTH } from '../../../contract/json-rpc-depth';
import { serviceForThisFile } from '../testing/harness';

const service = serviceForThisFile();

const call = (method: string, params: unknown, id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
/** `depth` arrays inside each other, written out as JSON. */
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const post = (body: RequestInit['body'], init: RequestInit = {}) =>
  service().fetch('/rpc/8453', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...init,
  });

describe('the simulated chains’ JSON-RPC under hostile input', () => {
  it('responds to 10,000-deep params with a JSON-RPC error naming the problem', async () => {
    const res = await post(
      `{"jsonrpc":"2.0","id":3,"method":"eth_getBalance","params":[${nestedJson(10_000)}]}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: {
        code: -32602,
        message: `params nested too deeply (at most ${RPC_MAX_PARAMS_DEPTH} levels)`,
      },
    });
  });

  it('refuses only the deep call of a batch and responds to the others', async () => {
    const deep = `{"jsonrpc":"2.0","id":"deep","method":"eth_call","params":[${nestedJson(10_000)}]}`;
    const res = await post(`[${deep},${JSON.stringify(call('eth_chainId', [], 'ok'))}]`);
    const responses = (await res.json()) as { id: string; result?: string; error?: object }[];
    expect(responses.map((a) => a.id)).toEqual(['deep', 'ok']);
    expect(responses[0]!.error).toEqual({
      code: -32602,
      message: expect.stringMatching(/^params nested too deeply/) as string,
    });
    expect(responses[1]!.result).toBe('0x2105');
  });

  it('refuses a body over the limit with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify(call('eth_chainId', ['x'.repeat(RPC_MAX_BODY_BYTES)]));
    const sized = await post(big);
    expect(sized.status).toBe(413);
    expect(await sized.json()).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { message: `JSON-RPC bodies are limited to ${RPC_MAX_BODY_BYTES} bytes` },
    });
    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4096)
          controller.enqueue(bytes.slice(at, at + 4096));
        controller.close();
      },
    });
    const streamed = await post(chunked, { duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});
