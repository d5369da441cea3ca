// `npm run contracts`: regenerates the sandbox chains' contract artifacts in
// src/server/service/chains/contracts/generated (checked in, so installing Ferry compiles nothing).
// - The protocol's own bytecode (spoke pool, its periphery, ERC-1967 proxy, multicall handler,
//   WETH9) comes from the published @across-protocol/contracts package, fetched with `npm pack`
//   into a temporary folder: the package's dependency tree is heavy and only five JSON files are
//   needed.
// - Ferry's sandbox tokens (sources/*.sol, built on OpenZeppelin) are compiled with solc-js.
// - The sandbox DEX is Uniswap v2 as published on npm (@uniswap/v2-core's factory and pair,
//   @uniswap/v2-periphery's Router02), fetched the same way. Its router computes pair addresses
//   from the pair's init code hash, hard-coded for mainnet: the build checks that the published
//   pair bytecode hashes to it, so the router finds the pairs the factory creates.
// - Multicall3 is the build viem deploys for its own deployless multicall, with viem's ABI: wallets
//   and wagmi batch reads through it at its canonical address on every live chain.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { keccak256, type Hex } from 'viem';

/** The protocol release whose bytecode the sandbox runs. */
export const ACROSS_CONTRACTS = '@across-protocol/contracts@5.0.27';
/** The Uniswap v2 releases the sandbox DEX runs (the newest of each on npm). */
export const UNISWAP_V2_CORE = '@uniswap/v2-core@1.0.1';
export const UNISWAP_V2_PERIPHERY = '@uniswap/v2-periphery@1.1.0-beta.0';
/** The pair init code hash UniswapV2Library hard-codes (the mainnet factory's pairs). */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';
const SOLC_SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' };

const root = path.resolve(import.meta.dirname, '..');
const contractsDir = path.join(root, 'src', 'server', 'service', 'chains', 'contracts');
const sourcesDir = path.join(contractsDir, 'sources');
const outDir = path.join(contractsDir, 'generated');
const require = createRequire(import.meta.url);

interface Artifact {
  abi: unknown[];
  bytecode: string;
}

/** artifact name in the package → the name Ferry's code imports. */
const protocolArtifacts: Record<string, string> = {
  'Ethereum_SpokePool.sol/Ethereum_SpokePool': 'SpokePool',
  'SpokePoolPeriphery.sol/SpokePoolPeriphery': 'SpokePoolPeriphery',
  'ERC1967Proxy.sol/ERC1967Proxy': 'ERC1967Proxy',
  'MulticallHandler.sol/MulticallHandler': 'MulticallHandler',
  'WETH9.sol/WETH9': 'WETH9',
  'SpokePoolPeriphery.sol/SwapProxy': 'SwapProxy',
};
/** Truffle-style build/<Name>.json of the Uniswap packages. */
const uniswapArtifacts: [string, string[]][] = [
  [UNISWAP_V2_CORE, ['UniswapV2Factory', 'UniswapV2Pair']],
  [UNISWAP_V2_PERIPHERY, ['UniswapV2Router02']],
];
const sandboxContracts = ['SandboxToken', 'SandboxPermitToken', 'SandboxUsdc'];

/** Unpacks `spec` with `npm pack` into a temporary folder and reads what `read` wants of it. */
function fromPackage<T>(spec: string, read: (dir: string) => T): T {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ferry-contracts-'));
  try {
    const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: tmp })
      .toString()
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['xzf', tarball], { cwd: tmp });
    return read(path.join(tmp, 'package'));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Artifact;

function protocol(): Record<string, Artifact> {
  return fromPackage(ACROSS_CONTRACTS, (dir) => {
    const out: Record<string, Artifact> = {};
    for (const [file, name] of Object.entries(protocolArtifacts)) {
      const json = readJson(path.join(dir, 'dist/evm/artifacts', `${file}.json`));
      out[name] = { abi: json.abi, bytecode: json.bytecode };
    }
    return out;
  });
}

function uniswap(): Record<string, Artifact> {
  const out: Record<string, Artifact> = {};
  for (const [spec, names] of uniswapArtifacts) {
    fromPackage(spec, (dir) => {
      for (const name of names) {
        const json = readJson(path.join(dir, 'build', `${name}.json`));
        const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`;
        out[name] = { abi: json.abi, bytecode };
      }
    });
  }
  const pairHash = keccak256(out.UniswapV2Pair!.bytecode as Hex);
  if (pairHash !== UNISWAP_V2_PAIR_INIT_CODE_HASH) {
    throw new Error(`UniswapV2Pair hashes to ${pairHash}, not the router's init code hash`);
  }
  if (!out.UniswapV2Router02!.bytecode.includes(UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2))) {
    throw new Error('UniswapV2Router02 does not carry the pair init code hash');
  }
  return out;
}

function sandbox(): Record<string, Artifact> {
  const solc = require('solc') as { compile(input: string, opts: object): string };
  const sources = Object.fromEntries(
    sandboxContracts.map((name) => [
      `${name}.sol`,
      { content: readFileSync(path.join(sourcesDir, `${name}.sol`), 'utf8') },
    ]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const findImports = (p: string) => {
    try {
      const file = p.startsWith('@openzeppelin/')
        ? require.resolve(p)
        : path.join(sourcesDir, path.basename(p));
      return { contents: readFileSync(file, 'utf8') };
    } catch {
      return { error: `not found: ${p}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<
      string,
      Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
    >;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return Object.fromEntries(
    sandboxContracts.map((name) => {
      const c = output.contracts[`${name}.sol`]![name]!;
      return [name, { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }];
    }),
  );
}

function multicall3(): Artifact {
  const constants = path.join(path.dirname(require.resolve('viem')), 'constants', 'contracts.js');
  const bytecode = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(
    readFileSync(constants, 'utf8'),
  )?.[1];
  if (!bytecode) throw new Error(`No multicall3Bytecode in ${constants}`);
  const { multicall3Abi } = require('viem') as { multicall3Abi: unknown[] };
  return { abi: multicall3Abi, bytecode };
}

function write(name: string, a: Artifact, origin: string) {
  // SpokePool → spokePool, ERC1967Proxy → erc1967Proxy, WETH9 → weth9.
  const id = name.replace(/^[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|^[A-Z]/, (m) => m.toLowerCase());
  const body = [
    `// Generated by \`npm run contracts\` from ${origin}. Do not edit.`,
    `export const ${id}Abi = ${JSON.stringify(a.abi)} as const;`,
    `export const ${id}Bytecode = '${a.bytecode}' as const;`,
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, `${name}.ts`), body);
}

mkdirSync(outDir, { recursive: true });
for (const [name, a] of Object.entries(protocol())) write(name, a, ACROSS_CONTRACTS);
const dex = uniswap();
for (const [spec, names] of uniswapArtifacts)
  for (const name of names) write(name, dex[name]!, spec);
const solcVersion = (require('solc') as { version(): string }).version();
const viemVersion = (require('viem/package.json') as { version: string }).version;
write('Multicall3', multicall3(), `viem@${viemVersion} (its multicall3Bytecode and multicall3Abi)`);
for (const [name, a] of Object.entries(sandbox())) {
  write(name, a, `sources/${name}.sol (solc ${solcVersion}, OpenZeppelin contracts)`);
}
console.log(
  `Wrote ${Object.keys(protocolArtifacts).length + Object.keys(dex).length + sandboxContracts.length + 1} artifacts to ${path.relative(root, outDir)}`,
);
