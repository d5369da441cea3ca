import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isLazySchema, lazySchema } from './lazy-schema';

const built: string[] = [];
const token = lazySchema(() => {
  built.push('token');
  return z.looseObject({ symbol: z.string(), decimals: z.number().int() });
});
// A pipe, as the contract's amounts are: zod's converter looks a pipe up by itself.
const digits = lazySchema(() => z.string().pipe(z.string().regex(/^\d+$/)));
const route = lazySchema(() => {
  built.push('route');
  return z.object({
    input: token,
    output: token.nullable(),
    label: z.string().describe('Shown'),
    amount: digits,
  });
});

describe('a schema built on first use', () => {
  it('is not built when its module loads or when another schema nests it, only when used', () => {
    expect(built).toEqual([]);
    const page = z.object({ routes: z.array(route) });
    expect(built).toEqual([]);
    const answer = {
      routes: [{ input: { symbol: 'USDC', decimals: 6 }, output: null, label: 'a', amount: '1' }],
    };
    expect(page.parse(answer)).toEqual(answer);
    expect(built).toEqual(['route', 'token']);
  });

  it('answers as the schema it stands for: errors, members, instanceof and inference', () => {
    const result = route.safeParse({
      input: { symbol: 'USDC', decimals: 6.5 },
      output: null,
      label: 'a',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['input', 'decimals']);
    expect(route).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(route.shape)).toEqual(['input', 'output', 'label', 'amount']);
    expect(route.extend({ extra: z.boolean() }).parse({ ...validRoute, extra: true }).extra).toBe(
      true,
    );
    const typed: z.infer<typeof route> = validRoute;
    expect(route.parse(typed).input.symbol).toBe('USDC');
  });

  it('gives the same JSON Schema as the schema built at once, descriptions included', () => {
    const eager = z.object({
      input: z.looseObject({ symbol: z.string(), decimals: z.number().int() }),
      output: z.looseObject({ symbol: z.string(), decimals: z.number().int() }).nullable(),
      label: z.string().describe('Shown'),
      amount: z.string().pipe(z.string().regex(/^\d+$/)),
    });
    for (const io of ['input', 'output'] as const) {
      expect(z.toJSONSchema(z.array(route), { io })).toEqual(
        z.toJSONSchema(z.array(eager), { io }),
      );
    }
  });
});

const validRoute = {
  input: { symbol: 'USDC', decimals: 6 },
  output: null,
  label: 'a',
  amount: '1',
};

describe('the contract’s schemas', () => {
  // A schema written without lazySchema is built as soon as any page loads the contract.
  const files = [
    ...readdirSync(new URL('./schemas', import.meta.url)).map((file) => `./schemas/${file}`),
    './primitives.ts',
    './envelopes.ts',
    './json-rpc.ts',
  ].filter((file) => !file.endsWith('.test.ts'));

  it('are all built on first use', async () => {
    const eager: string[] = [];
    for (const file of files) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!isLazySchema(value) && value instanceof z.ZodType) eager.push(`${file}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(eager).toEqual([]);
  });
});
