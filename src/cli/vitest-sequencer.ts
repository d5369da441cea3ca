// Vitest's file order, with the files of one test environment kept together. A worker runs file
// after file in one process (isolate: false) only while the next file wants the same environment;
// Vitest's own order (largest or slowest first) alternates node and jsdom files, so with two
// workers nearly every file started a new process and imported viem, zod, Hono and React again
// (the unit stage took 250 s and 465 s of CPU, against 168 s with one worker; 115 s grouped).
import { readFileSync } from 'node:fs';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** The environment a file asks for in its docblock (`@vitest-environment jsdom`), or the default. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

// Vitest's own sequencer is loaded when it sorts, not with vite.config.ts: `vite build` and
// `npm start` read that file too, and have no use for the test runner.
const vitestOwn = async (ctx: Vitest) => new (await import('vitest/node')).BaseSequencer(ctx);

export default class EnvironmentGroupedSequencer implements TestSequencer {
  private readonly ctx: Vitest;

  constructor(ctx: Vitest) {
    this.ctx = ctx;
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await vitestOwn(this.ctx)).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of await (await vitestOwn(this.ctx)).sort(files)) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}
