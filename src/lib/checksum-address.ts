// Addresses as wallets and explorers write them (EIP-55), whatever case they arrived in:
// decoded calldata is lower case, and a reader comparing with their wallet should see the same.
import { getAddress } from 'viem';

export const checksumAddress = (address: string): string =>
  /^0x[0-9a-fA-F]{40}$/.test(address) ? getAddress(address) : address;
