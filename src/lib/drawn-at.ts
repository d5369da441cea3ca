// The moment the server drew the page React is taking over, when it drew it with the service's
// answers (a tracker, src/app/prerender/drawn-data.ts). While React takes that page over, "now"
// is that moment (useNow), so "1 minute ago" is written as the server wrote it, not a second
// later, which React would find different and draw again; the next tick moves it on. Read only
// while taking over, so it is kept: a part React takes over later (its code came after the
// rest, which a busy phone shows) finds it too.
let drawnAt: number | undefined;

export function setDrawnAt(ms: number | undefined): void {
  drawnAt = ms;
}

export function pageDrawnAt(): number | undefined {
  return drawnAt;
}
