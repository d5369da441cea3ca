// The moment the server drew the page React is taking over, when it drew it with the service's
// answers (a tracker, src/app/prerender/drawn-data.ts). Until that page is taken over, "now" is
// that moment (useNow), so "1 minute ago" is written as the server wrote it, not a second
// later, which React would find different and draw again; the next tick moves it on.
let drawnAt: number | undefined;

export function setDrawnAt(ms: number | undefined): void {
  drawnAt = ms;
}

export function pageDrawnAt(): number | undefined {
  return drawnAt;
}
