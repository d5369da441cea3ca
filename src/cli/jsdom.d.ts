// The part of jsdom the build's prerender uses (prerender-runner.ts); the package ships no
// types and the tests use it through Vitest, which needs none.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: object;
  }
}
