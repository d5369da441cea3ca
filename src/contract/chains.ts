// The chain catalogue: every chain id the service's interface allows plus Scroll, with the dates
// on which deprecated chains are withdrawn. Names follow
// docs/interface-decisions.md#chains-and-decimals; explorers are each chain's public one.

/** evm: EVM addresses and txs; svm: Solana; tvm: TRON; special-ledger: not a general-purpose
 *  chain (HyperCore; Lighter), reached through the service's special handling. */
export type ChainKind = 'evm' | 'svm' | 'tvm' | 'special-ledger';

export interface Explorer {
  /** Root URL, no trailing slash. */
  url: string;
  /** Path templates appended to url; {ref} / {address} are filled. */
  txPath: string;
  addressPath: string;
}

export interface Chain {
  id: number;
  name: string;
  nativeSymbol: string;
  explorer: Explorer;
  kind: ChainKind;
  testnet: boolean;
  /** First UTC day on which the service no longer supports the chain (YYYY-MM-DD). */
  deprecatedFrom?: string;
}

const scan = (url: string): Explorer => ({
  url,
  txPath: '/tx/{ref}',
  addressPath: '/address/{address}',
});

type Row = [id: number, name: string, symbol: string, explorer: Explorer, extra?: Partial<Chain>];

const ROWS: Row[] = [
  [1, 'Ethereum', 'ETH', scan('https://etherscan.io')],
  [10, 'Optimism', 'ETH', scan('https://optimistic.etherscan.io')],
  [56, 'BNB Smart Chain', 'BNB', scan('https://bscscan.com')],
  [130, 'Unichain', 'ETH', scan('https://uniscan.xyz')],
  [137, 'Polygon', 'POL', scan('https://polygonscan.com')],
  [143, 'Monad', 'MON', scan('https://monadscan.com')],
  [232, 'Lens', 'GHO', scan('https://explorer.lens.xyz')],
  [324, 'zkSync', 'ETH', scan('https://era.zksync.network')],
  [480, 'World Chain', 'ETH', scan('https://worldscan.org')],
  [999, 'HyperEVM', 'HYPE', scan('https://hyperevmscan.io')],
  [1135, 'Lisk', 'ETH', scan('https://blockscout.lisk.com')],
  [
    1337,
    'HyperCore',
    'HYPE',
    scan('https://app.hyperliquid.xyz/explorer'),
    { kind: 'special-ledger' },
  ],
  [1868, 'Soneium', 'ETH', scan('https://soneium.blockscout.com')],
  // Lighter has no gas token of its own; USDC is what accounts hold.
  [2337, 'Lighter', 'USDC', scan('https://app.lighter.xyz/explorer'), { kind: 'special-ledger' }],
  // Tempo pays fees in USD stablecoins rather than a native coin.
  [4217, 'Tempo', 'USD', scan('https://explore.tempo.xyz')],
  [4326, 'MegaETH', 'ETH', scan('https://mega.etherscan.io')],
  [4663, 'Robinhood', 'ETH', scan('https://explorer.chain.robinhood.com')],
  [8453, 'Base', 'ETH', scan('https://basescan.org')],
  [9745, 'Plasma', 'XPL', scan('https://plasmascan.to')],
  [34443, 'Mode', 'ETH', scan('https://explorer.mode.network')],
  [42161, 'Arbitrum One', 'ETH', scan('https://arbiscan.io')],
  [43114, 'Avalanche', 'AVAX', scan('https://snowtrace.io')],
  [57073, 'Ink', 'ETH', scan('https://explorer.inkonchain.com')],
  [59144, 'Linea', 'ETH', scan('https://lineascan.build')],
  [81457, 'Blast', 'ETH', scan('https://blastscan.io'), { deprecatedFrom: '2026-07-20' }],
  [84532, 'Base Sepolia', 'ETH', scan('https://sepolia.basescan.org'), { testnet: true }],
  [421614, 'Arbitrum Sepolia', 'ETH', scan('https://sepolia.arbiscan.io'), { testnet: true }],
  [534352, 'Scroll', 'ETH', scan('https://scrollscan.com'), { deprecatedFrom: '2026-04-30' }],
  [7777777, 'Zora', 'ETH', scan('https://zorascan.xyz')],
  [11155111, 'Sepolia', 'ETH', scan('https://sepolia.etherscan.io'), { testnet: true }],
  [
    11155420,
    'Optimism Sepolia',
    'ETH',
    scan('https://sepolia-optimism.etherscan.io'),
    { testnet: true },
  ],
  [
    728126428,
    'TRON',
    'TRX',
    {
      url: 'https://tronscan.org',
      txPath: '/#/transaction/{ref}',
      addressPath: '/#/address/{address}',
    },
    { kind: 'tvm' },
  ],
  [
    34268394551451,
    'Solana',
    'SOL',
    { url: 'https://solscan.io', txPath: '/tx/{ref}', addressPath: '/account/{address}' },
    { kind: 'svm' },
  ],
];

export const CHAINS: readonly Chain[] = ROWS.map(([id, name, nativeSymbol, explorer, extra]) => ({
  id,
  name,
  nativeSymbol,
  explorer,
  kind: 'evm',
  testnet: false,
  ...extra,
}));

const BY_ID = new Map(CHAINS.map((c) => [c.id, c]));

export function getChain(id: number): Chain | undefined {
  return BY_ID.get(id);
}

export type ChainAvailability =
  | { available: true; deprecatedFrom?: string }
  | { available: false; code: 'CHAIN_DEPRECATED'; since: string; message: string }
  | { available: false; code: 'UNKNOWN_CHAIN'; message: string };

/** Whether the service supports `chainId` at `at`. A deprecation takes effect at 00:00 UTC. */
export function chainAvailability(chainId: number, at: Date): ChainAvailability {
  const chain = BY_ID.get(chainId);
  if (!chain)
    return {
      available: false,
      code: 'UNKNOWN_CHAIN',
      message: `Chain ${chainId} is not supported`,
    };
  const since = chain.deprecatedFrom;
  if (since === undefined) return { available: true };
  if (at.getTime() < Date.parse(`${since}T00:00:00Z`))
    return { available: true, deprecatedFrom: since };
  return {
    available: false,
    code: 'CHAIN_DEPRECATED',
    since,
    message: `${chain.name} support ended on ${longDate(since)}`,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-04-30" → "30 April 2026", without depending on the runtime's locale data. */
export function longDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

function fill(
  chainId: number,
  pick: (e: Explorer) => string,
  key: string,
  value: string,
): string | undefined {
  const chain = BY_ID.get(chainId);
  if (!chain || value === '') return undefined;
  return chain.explorer.url + pick(chain.explorer).replace(`{${key}}`, encodeURIComponent(value));
}

/** Link to a transaction on the chain's explorer, or undefined for an unknown chain. */
export function explorerTxUrl(chainId: number, txnRef: string): string | undefined {
  return fill(chainId, (e) => e.txPath, 'ref', txnRef);
}

export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  return fill(chainId, (e) => e.addressPath, 'address', address);
}
