import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True on the server and while React hydrates the calling component, false after. Per
 * component, unlike the router's useHydrated: a lazily loaded page hydrates when its chunk
 * arrives, after the router already counts the app as hydrated, and must still render what the
 * server rendered (React reads the server snapshot while it hydrates).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
