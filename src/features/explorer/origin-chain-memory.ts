// The origin chain last chosen for a deposit-id search, so the next one starts there.
import { storedValue } from '../../lib/stored-value';

const originChain = storedValue<number | undefined>({
  key: 'ferry:explorer:origin-chain:v1',
  fallback: undefined,
  parse: (raw) => {
    const n = Number(raw);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  },
});

export const rememberedOriginChain = (): number | undefined => originChain.read();

export function rememberOriginChain(chainId: number): void {
  originChain.write(chainId);
}
