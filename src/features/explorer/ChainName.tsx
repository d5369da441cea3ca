import { createContext, useContext, type ReactNode } from 'react';

/** Draws a chain's logo; given by whoever composes the explorer (the app passes the bridge's). */
export type ChainMark = (chainId: number, name: string) => ReactNode;

const ChainMarkContext = createContext<ChainMark | undefined>(undefined);
export const ChainMarkProvider = ChainMarkContext.Provider;

/** The chain's name, with its logo when one was provided (the logo is decorative). */
export function ChainName({ chainId, name }: { chainId: number; name: string }) {
  const mark = useContext(ChainMarkContext);
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      {mark?.(chainId, name)}
      {name}
    </span>
  );
}
