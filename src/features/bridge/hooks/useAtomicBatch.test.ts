// The flow asks the same cached question the review showed, and a wallet that refused a batch is
// not offered one again on that chain.
import { QueryClient } from '@tanstack/react-query';
import type { Config } from 'wagmi';
import { describe, expect, it } from 'vitest';
import { DEPOSITOR } from '../../../contract/testing/values';
import { batchingOn, batchKeys, markBatchDeclined } from './useAtomicBatch';

// Never reached: the capabilities are in the cache, as after the review read them.
const config = {} as Config;

function withCapabilities(capabilities: Record<number, unknown>) {
  const client = new QueryClient();
  client.setQueryData(batchKeys.capabilities(DEPOSITOR), capabilities);
  return client;
}

describe('batchingOn: the flow’s answer', () => {
  it('is the review’s cached answer for the origin chain', async () => {
    const client = withCapabilities({ 42161: { atomic: { status: 'ready' } } });
    expect(await batchingOn(client, config, DEPOSITOR, 42161)).toBe(true);
    expect(await batchingOn(client, config, DEPOSITOR, 8453)).toBe(false);
  });

  it('stays no on a chain where the wallet refused a batch, for the rest of the session', async () => {
    const client = withCapabilities({ 0: { atomic: { status: 'supported' } } });
    markBatchDeclined(client, DEPOSITOR.toUpperCase(), 42161);
    expect(await batchingOn(client, config, DEPOSITOR, 42161)).toBe(false);
    expect(await batchingOn(client, config, DEPOSITOR, 8453)).toBe(true);
  });
});
