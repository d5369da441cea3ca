// The app project's stand-in for @types/node. Some dependencies' typings (wallet SDKs behind
// wagmi's connectors) say `/// <reference types="node" />`, which would give every browser file
// Node's globals (process, Buffer) and modules (node:*). tsconfig.app.json points typeRoots here,
// so that reference finds this empty file instead and browser code using Node fails typecheck.
export {};
