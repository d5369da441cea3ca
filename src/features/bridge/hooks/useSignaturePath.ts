// Loads the signature path (signing/signature-path.ts) once a review is possible: a quote on
// screen and a wallet connected. Until then there is nothing to check or sign.
import { useEffect, useState } from 'react';
import type * as SignaturePathModule from '../signing/signature-path';

type SignaturePath = typeof SignaturePathModule;

/** The path itself, for a handler (a second load is the same module, at once). */
export const loadSignaturePath = () => import('../signing/signature-path');
const load = loadSignaturePath;

export function useSignaturePath(needed: boolean): SignaturePath | undefined {
  const [path, setPath] = useState<SignaturePath>();
  useEffect(() => {
    if (!needed || path) return;
    let live = true;
    void load().then((module) => live && setPath(module));
    return () => {
      live = false;
    };
  }, [needed, path]);
  return path;
}

/** A flow that runs on the signature path, loaded first if need be. */
export const withSignature =
  <D, R>(flow: (path: SignaturePath, deps: D) => Promise<R>) =>
  async (deps: D) =>
    flow(await load(), deps);
