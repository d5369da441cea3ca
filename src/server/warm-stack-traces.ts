// `npm start` runs a bundle with source maps on, so stack traces name the TypeScript sources.
// Node parses a bundle's map (5 MB) the first time it formats a stack, and some paths format one
// on every abort (Node's stream code reads the reason's stack when undici destroys a socket): the
// first upstream stalls after a start were served 300-700 ms past their budget. Formatting one
// stack before listening moves that parse into the start.
export function warmStackTraces(): void {
  void new Error('warm-up').stack;
}
