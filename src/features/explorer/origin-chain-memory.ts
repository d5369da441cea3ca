// The origin chain last chosen for a deposit-id search, so the next one starts there.
const KEY = 'ferry:explorer:origin-chain:v1';

export function rememberedOriginChain(): number | undefined {
  try {
    const n = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

export function rememberOriginChain(chainId: number): void {
  try {
    globalThis.localStorage?.setItem(KEY, String(chainId));
  } catch {
    // storage denied: the choice just is not remembered
  }
}
