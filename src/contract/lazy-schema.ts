// A schema built the first time it is used rather than when its module loads. The contract has
// some hundreds of schemas and a page parses the answers of a few endpoints: built at once, they
// were about a third of the work a first visit does before the page answers a tap (the entry's
// evaluation, one long task). The proxy stands for the schema in every way zod and our code
// use one: its members, `instanceof`, nesting inside other schemas, JSON Schema.
import { z } from 'zod';

type Internals = z.ZodType['_zod'];

const made = new WeakSet<object>();

/** Whether `value` is a schema made by lazySchema (asking does not build it). */
export const isLazySchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && made.has(value);

/** `build` runs on the first read of any member, once; the schema it makes answers after that. */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  let internals: Internals | undefined;
  const schema = () => (built ??= build());
  const proxy: T = new Proxy({} as T, {
    // Members are read from the schema itself, so its methods stay bound to it.
    get: (_, key) =>
      key === '_zod' ? (internals ??= internalsOf(proxy, schema())) : Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const own = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may only report a fixed property that its own target has: this one has none.
      return own && { ...own, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  made.add(proxy);
  return proxy;
}

/**
 * The schema's zod internals, but described to JSON Schema as a reference to the schema: zod's
 * converter keys what it has seen by the object it was handed (the proxy here), while the
 * schema's own converter looks itself up, and would not find itself. Wrappers of zod's own
 * (lazy, pipe) are converted the same way.
 */
function internalsOf(proxy: object, built: object): Internals {
  const real = built as z.ZodType;
  return Object.create(real._zod, {
    processJSONSchema: {
      value: (ctx: z.core.ToJSONSchemaContext, _json: object, params: z.core.ProcessParams) => {
        z.core.processSchema(real, ctx, params);
        ctx.seen.get(proxy as z.ZodType)!.ref = real;
      },
    },
  }) as Internals;
}
