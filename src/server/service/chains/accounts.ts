// The sandbox chains' own accounts. The template's admin is public knowledge, as on any local
// devnet: Anvil's first development account deploys, mints and funds while the shared chain
// template is built (template.ts, bootstrap.ts). A data directory's chains are then handed over to
// an admin of their own (service-keys.ts, hand-over.ts), so this key owns nothing there. The
// relayer fills from the address every simulated fill has always named, by impersonation (the
// node signs for it; nobody holds its key).
import { privateKeyToAccount, toAccount, type PrivateKeyAccount } from 'viem/accounts';
import { SIM_RELAYER } from '../deposits/relayer';

/** Anvil's development account #0 ("test test … junk"), the chain template's admin. */
export const ADMIN_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const ADMIN_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

// Deriving a key's account builds secp256k1 tables (~60 ms here): on a start with existing chains
// the admin signs nothing, so the key is read at its first signature, not at start-up.
let signer: PrivateKeyAccount | undefined;
const key = () => (signer ??= privateKeyToAccount(ADMIN_KEY));
export const admin = toAccount({
  address: ADMIN_ADDRESS,
  signMessage: (args) => key().signMessage(args),
  signTransaction: (transaction, options) => key().signTransaction(transaction, options),
  signTypedData: (typedData) => key().signTypedData(typedData),
});

export const RELAYER = SIM_RELAYER as `0x${string}`;
