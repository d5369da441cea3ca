// A new sandbox chain gets its contracts once, at the real addresses (layout.ts); a chain loaded
// from its state file already has them. The spoke pool is the protocol's own bytecode behind an
// ERC-1967 proxy, initialized as the protocol deploys it, and so is its periphery (gasless
// deposits, and its SwapProxy at the address the periphery's constructor gives it); the sandbox
// DEX (dex.ts) holds a Uniswap v2 pair of every pool of the world; the relayer is funded and has
// approved the spoke pool for every token, so it can fill at once.
import {
  encodeFunctionData,
  getContractAddress,
  maxUint256,
  parseEther,
  zeroAddress,
  type Abi,
  type Hex,
} from 'viem';
import { centsToUnits } from '../world/pricing';
import { peripheryAddress, swapProxyAddress } from '../world/spokes';
import { findToken } from '../world/tokens';
import { admin, RELAYER } from './accounts';
import type { SandboxChain } from './chain';
import { erc1967ProxyAbi, erc1967ProxyBytecode } from './contracts/generated/ERC1967Proxy';
import {
  multicallHandlerAbi,
  multicallHandlerBytecode,
} from './contracts/generated/MulticallHandler';
import { multicall3Abi, multicall3Bytecode } from './contracts/generated/Multicall3';
import {
  sandboxPermitTokenAbi,
  sandboxPermitTokenBytecode,
} from './contracts/generated/SandboxPermitToken';
import { sandboxTokenAbi, sandboxTokenBytecode } from './contracts/generated/SandboxToken';
import { sandboxUsdcAbi, sandboxUsdcBytecode } from './contracts/generated/SandboxUsdc';
import { spokePoolAbi, spokePoolBytecode } from './contracts/generated/SpokePool';
import {
  spokePoolPeripheryAbi,
  spokePoolPeripheryBytecode,
} from './contracts/generated/SpokePoolPeriphery';
import { swapProxyAbi, swapProxyBytecode } from './contracts/generated/SwapProxy';
import { weth9Abi, weth9Bytecode } from './contracts/generated/WETH9';
import { placeDex } from './dex';
import { chainLayout, type TokenPlacement } from './layout';
import { mintTo } from './mint';
import { placeContract } from './place';

/** The protocol's figures on the live spoke pools: quotes may be an hour old, deadlines six hours out. */
export const DEPOSIT_QUOTE_TIME_BUFFER = 3600;
export const FILL_DEADLINE_BUFFER = 6 * 3600;
/** Deposit ids on the sandbox chains start here (the simulated ledger's count from 4,100,000). */
export const INITIAL_DEPOSIT_ID = 5_000_000;
/** What the relayer holds of every token at the start: $100,000,000 worth. */
const RELAYER_CAPITAL_CENTS = 10_000_000_000n;

function tokenContract(p: TokenPlacement): { abi: Abi; bytecode: Hex; args?: unknown[] } {
  const { name, symbol, decimals } = p.token;
  switch (p.kind) {
    case 'usdc':
      return {
        abi: sandboxUsdcAbi,
        bytecode: sandboxUsdcBytecode,
        args: [name, symbol, decimals, admin.address],
      };
    case 'permit':
      return {
        abi: sandboxPermitTokenAbi,
        bytecode: sandboxPermitTokenBytecode,
        args: [name, symbol, decimals, p.version ?? '1', admin.address],
      };
    case 'plain':
      return {
        abi: sandboxTokenAbi,
        bytecode: sandboxTokenBytecode,
        args: [name, symbol, decimals, admin.address],
      };
    case 'wrapped-native':
      return { abi: weth9Abi, bytecode: weth9Bytecode };
  }
}

/** Whether the chain already has its contracts (the spoke pool is placed last). */
export async function isBootstrapped(chain: SandboxChain): Promise<boolean> {
  const code = await chain.public.getCode({ address: chainLayout(chain.chainId).spokePool });
  return code !== undefined && code !== '0x';
}

/**
 * Blocks mined before the contracts, all at genesis time: clients look back a hundred blocks or
 * so for logs (the official client watches fills from the destination's height minus 100).
 */
export const HISTORY_BLOCKS = 200;
/** Bump when what a bootstrap leaves on a chain changes: built chain templates are keyed by it. */
export const BOOTSTRAP_VERSION = 4;

/** Canonical Permit2 and Multicall3: the periphery's constructor needs code at both. */
const PERMIT2: Hex = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
export const MULTICALL3: Hex = '0xcA11bde05977b3631167028862bE2a173976CA11';

const hasCode = async (chain: SandboxChain, address: Hex) =>
  ((await chain.public.getCode({ address })) ?? '0x') !== '0x';

/**
 * Multicall3 at its canonical address, as on every live chain: wagmi's and viem's batched reads
 * (`multicall`, `useReadContracts`) go through it.
 */
async function placeMulticall3(chain: SandboxChain) {
  if (await hasCode(chain, MULTICALL3)) return;
  await placeContract(chain, MULTICALL3, { abi: multicall3Abi, bytecode: multicall3Bytecode });
}

/**
 * The spoke pool periphery at the world's periphery address, naming the canonical Permit2 and
 * Multicall3 as on a live chain. The sandbox has no Permit2, so it gets a placeholder for the
 * deployment only: the periphery's Permit2 and ERC-6492 paths revert here, while its ERC-3009
 * deposit (what the service sends for a gasless transfer) works.
 */
async function placePeriphery(chain: SandboxChain) {
  const at = peripheryAddress(chain.chainId);
  if (await hasCode(chain, at)) return;
  const stubs: Hex[] = [];
  for (const address of [PERMIT2, MULTICALL3]) {
    if (await hasCode(chain, address)) continue;
    await chain.test.setCode({ address, bytecode: '0x00' });
    stubs.push(address);
  }
  await placeContract(chain, at, {
    abi: spokePoolPeripheryAbi,
    bytecode: spokePoolPeripheryBytecode,
    args: [PERMIT2, MULTICALL3],
  });
  await placeSwapProxy(chain);
  for (const address of stubs) await chain.test.setCode({ address, bytecode: '0x' });
}

const readSwapProxy = (chain: SandboxChain) =>
  chain.public.readContract({
    address: peripheryAddress(chain.chainId),
    abi: spokePoolPeripheryAbi,
    functionName: 'swapProxy',
  });

/**
 * The periphery's constructor created its SwapProxy next to the temporary deployment, and keeps
 * that address as an immutable. A SwapProxy built the same way (same creation code, same Permit2)
 * goes to the real address, CREATE(periphery, 1), and the periphery's code is given that address
 * in place of the temporary one, so a swap runs where the real one would.
 */
async function placeSwapProxy(chain: SandboxChain) {
  const at = swapProxyAddress(chain.chainId);
  if (at !== getContractAddress({ from: peripheryAddress(chain.chainId), nonce: 1n })) {
    throw new Error(`SwapProxy of chain ${chain.chainId} is not CREATE(periphery, 1)`);
  }
  const temp = await readSwapProxy(chain);
  if (temp.toLowerCase() === at.toLowerCase()) return;
  await placeContract(chain, at, {
    abi: swapProxyAbi,
    bytecode: swapProxyBytecode,
    args: [PERMIT2],
  });
  const periphery = peripheryAddress(chain.chainId);
  const code = (await chain.public.getCode({ address: periphery }))!;
  const patched = code.replaceAll(temp.slice(2).toLowerCase(), at.slice(2).toLowerCase()) as Hex;
  await chain.test.setCode({ address: periphery, bytecode: patched });
  await chain.test.setCode({ address: temp, bytecode: '0x' });
  if ((await readSwapProxy(chain)).toLowerCase() !== at.toLowerCase()) {
    throw new Error(`The periphery of chain ${chain.chainId} does not name its SwapProxy`);
  }
}

export async function bootstrapChain(chain: SandboxChain): Promise<void> {
  if (await isBootstrapped(chain)) {
    // A chain made before Multicall3, the periphery or the DEX was placed gets them on its next
    // start.
    await placeMulticall3(chain);
    await placePeriphery(chain);
    await placeSwapProxy(chain);
    await placeDex(chain);
    return;
  }
  const layout = chainLayout(chain.chainId);
  await chain.write(() => chain.test.mine({ blocks: HISTORY_BLOCKS, interval: 0 }));
  for (const p of layout.tokens) await placeContract(chain, p.token.address, tokenContract(p));
  await placeContract(chain, layout.multicallHandler, {
    abi: multicallHandlerAbi,
    bytecode: multicallHandlerBytecode,
  });
  await placeMulticall3(chain);
  await placePeriphery(chain);
  await placeDex(chain);
  await fundRelayer(chain);
  // The implementation stays where it was deployed; the proxy moves to the real address.
  const implementation = await chain.write(async () => {
    const hash = await chain.admin.deployContract({
      abi: spokePoolAbi,
      bytecode: spokePoolBytecode,
      args: [layout.wrappedNative, DEPOSIT_QUOTE_TIME_BUFFER, FILL_DEADLINE_BUFFER, zeroAddress],
    });
    return (await chain.public.waitForTransactionReceipt({ hash })).contractAddress!;
  });
  const initialize = encodeFunctionData({
    abi: spokePoolAbi,
    functionName: 'initialize',
    args: [INITIAL_DEPOSIT_ID, admin.address],
  });
  await placeContract(chain, layout.spokePool, {
    abi: erc1967ProxyAbi,
    bytecode: erc1967ProxyBytecode,
    args: [implementation, initialize],
  });
  await approveSpokePool(chain);
}

async function fundRelayer(chain: SandboxChain) {
  await chain.test.setBalance({ address: RELAYER, value: parseEther('1000000') });
  for (const p of chainLayout(chain.chainId).tokens) {
    const world = findToken(chain.chainId, p.token.address);
    const amount = world ? centsToUnits(world, RELAYER_CAPITAL_CENTS) : parseEther('1000000');
    await mintTo(chain, p.token.address, RELAYER, amount);
  }
}

/** The relayer lets the spoke pool pull what it fills with. */
async function approveSpokePool(chain: SandboxChain) {
  const layout = chainLayout(chain.chainId);
  await chain.test.impersonateAccount({ address: RELAYER });
  for (const p of layout.tokens) {
    await chain.write(async () => {
      const hash = await chain.public.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: RELAYER,
            to: p.token.address,
            data: encodeFunctionData({
              abi: sandboxTokenAbi,
              functionName: 'approve',
              args: [layout.spokePool, maxUint256],
            }),
          },
        ],
      } as never);
      await chain.public.waitForTransactionReceipt({ hash: hash as Hex });
    });
  }
}
