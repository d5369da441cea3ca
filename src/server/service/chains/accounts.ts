// The sandbox chains' own accounts. Both are public knowledge, as on any local devnet: the admin
// is Anvil's first development account (it deploys, mints and relays root bundles), and the
// relayer fills from the address every simulated fill has always named, by impersonation (the
// node signs for it; nobody holds its key).
import { privateKeyToAccount } from 'viem/accounts';
import { SIM_RELAYER } from '../deposits/relayer';

/** Anvil's development account #0 ("test test … junk"), the sandbox chains' admin. */
export const ADMIN_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const admin = privateKeyToAccount(ADMIN_KEY);

export const RELAYER = SIM_RELAYER as `0x${string}`;
