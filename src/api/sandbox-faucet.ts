// The sandbox faucet (POST /api/ferry/sandbox/faucet): test funds for a wallet on a sandbox chain.
// Only a Ferry in front of the embedded service with sandbox chains has it (useSandboxChains
// says which chains); elsewhere it responds with 404.
import type { FaucetRequest, FaucetResponse } from '../contract/schemas/ferry-sandbox';
import { api } from './client';
import { ownRoutes } from './routes';

export type { FaucetRequest, FaucetResponse };

export function requestTestFunds(body: FaucetRequest): Promise<FaucetResponse> {
  return api.call(ownRoutes.sandboxFaucet, { body });
}
