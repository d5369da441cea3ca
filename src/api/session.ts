// The dashboard's sign-in (SIWE) through the BFF: who is signed in, a nonce to sign, verify,
// sign out. The session itself is an HttpOnly cookie; nothing about it is kept in the browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NonceResponse, SessionResponse } from '../contract/schemas/ferry-auth';
import { api } from './client';
import { ownRoutes } from '../contract/own-routes';
import { sessionKeys } from './keys';

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api.call(ownRoutes.authSession, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => fetchSession(signal),
    // Re-checked when the tab comes back, so an expired session is noticed early.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export function fetchNonce(): Promise<NonceResponse> {
  return api.call(ownRoutes.authNonce);
}

export function verifySignIn(message: string, signature: string): Promise<SessionResponse> {
  return api.call(ownRoutes.authVerify, { body: { message, signature } });
}

export function signOut(): Promise<undefined> {
  return api.call(ownRoutes.authLogout);
}
