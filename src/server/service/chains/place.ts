// Puts a contract at a real address: deploy it as usual (its constructor runs, its immutables
// are set), read the code and storage the deployment left (a prestate trace of the deploying
// transaction), then copy both to the real address with anvil_setCode / anvil_setStorageAt and
// clear the temporary copy. Proxies, initializers and constructor-set names all survive the move.
import type { Abi, Hex } from 'viem';
import type { SandboxChain } from './chain';

interface TraceAccount {
  code?: Hex;
  storage?: Record<Hex, Hex>;
}
interface DiffTrace {
  post: Record<string, TraceAccount>;
}

export async function placeContract(
  chain: SandboxChain,
  at: `0x${string}`,
  contract: { abi: Abi; bytecode: Hex; args?: readonly unknown[] },
): Promise<void> {
  await chain.write(async () => {
    const hash = await chain.admin.deployContract({
      abi: contract.abi,
      bytecode: contract.bytecode,
      args: contract.args ?? [],
    } as Parameters<typeof chain.admin.deployContract>[0]);
    const receipt = await chain.public.waitForTransactionReceipt({ hash });
    const temp = receipt.contractAddress;
    if (receipt.status !== 'success' || !temp) throw new Error(`Deploying for ${at} reverted`);
    const trace = (await chain.public.request({
      method: 'debug_traceTransaction',
      params: [hash, { tracer: 'prestateTracer', tracerConfig: { diffMode: true } }],
    } as never)) as DiffTrace;
    const post = trace.post[temp.toLowerCase()] ?? {};
    const code = post.code ?? (await chain.public.getCode({ address: temp }));
    if (!code || code === '0x') throw new Error(`Deploying for ${at} left no code`);
    await chain.test.setCode({ address: at, bytecode: code });
    for (const [index, value] of Object.entries(post.storage ?? {})) {
      await chain.test.setStorageAt({ address: at, index: index as Hex, value });
    }
    await chain.test.setCode({ address: temp, bytecode: '0x' });
  });
}
