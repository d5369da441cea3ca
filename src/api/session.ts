// The dashboard's sign-in (SIWE) through the BFF: who is signed in, a nonce to sign, verify,
// sign out. The session itself is an HttpOnly cookie; nothing about it is kept in the browser.
// Signing in or out also drops whatever was read under the session before.
import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { NonceResponse, SessionResponse } from '../contract/schemas/ferry-auth';
import { api } from './client';
import { ownRoutes } from './routes';
import { integratorKeys, sessionKeys } from './keys';

/** What the session check responds with no one signed in, on a dashboard with these settings. */
export function signedOutSession(
  dashboard: Pick<SessionResponse, 'adminRule' | 'dashboardLocked' | 'lockedReason' | 'sandbox'>,
): SessionResponse {
  const { adminRule, dashboardLocked, lockedReason, sandbox } = dashboard;
  return {
    signedIn: false,
    address: null,
    chainId: null,
    expiresAt: null,
    isAdmin: false,
    adminRule,
    dashboardLocked,
    lockedReason,
    sandbox,
  };
}

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

/** Re-read who is signed in (a call was refused with 401: the session may have ended). */
export function invalidateSession(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: sessionKeys.all });
}

export function nonceMutationOptions() {
  return mutationOptions({ mutationKey: [...sessionKeys.all, 'nonce'], mutationFn: fetchNonce });
}

export interface SignInRequest {
  message: string;
  address: `0x${string}`;
}

/** `signMessage`: the wallet's signature of the message (the wallet is the caller's). */
export function signInMutationOptions(signMessage: (request: SignInRequest) => Promise<string>) {
  return mutationOptions({
    mutationKey: [...sessionKeys.all, 'sign-in'],
    mutationFn: async (request: SignInRequest) =>
      verifySignIn(request.message, await signMessage(request)),
    onSuccess: (session, _request, _result, { client }) => {
      client.setQueryData(sessionKeys.all, session);
      // Whatever was loaded under another session (or none) is not this one's.
      return client.invalidateQueries({ queryKey: integratorKeys.all });
    },
  });
}

export function signOutMutationOptions() {
  return mutationOptions({
    mutationKey: [...sessionKeys.all, 'sign-out'],
    mutationFn: signOut,
    // Also when it failed: what is on screen must not outlive a sign-out the person asked for.
    onSettled: (_done, _error, _none, _result, { client }) => {
      client.removeQueries({ queryKey: integratorKeys.all });
      // Signed out at once, not when the re-read responds: the admin's response, kept until then,
      // would make the dashboard take the sign-out for a session that ended by itself.
      client.setQueryData<SessionResponse>(sessionKeys.all, (old) => old && signedOutSession(old));
      return invalidateSession(client);
    },
  });
}
