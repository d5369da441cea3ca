// Walks a response schema beside a payload (or alone), for the real-payload tests: which optional
// fields a payload carries, which optional fields anywhere refuse null, and a payload's key paths.
import type { z } from 'zod';

export type Path = (string | number)[];

/** "steps.bridge.fees", "approvalTxns[0].to" */
export const pathText = (path: Path) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

type Def = z.ZodType['_zod']['def'] & Record<string, unknown>;
const defOf = (s: z.ZodType) => s._zod.def as Def;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/**
 * Paths of the fields `value` carries (with a value other than null) that `schema` declares
 * optional, at any depth: where a union has several shapes, the one the value parses as.
 */
export function optionalFieldsIn(schema: z.ZodType, value: unknown, path: Path = []): Path[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) {
    return value === null || value === undefined
      ? []
      : optionalFieldsIn(def.innerType as z.ZodType, value, path);
  }
  switch (def.type) {
    case 'pipe': {
      const input = def.in as z.ZodType;
      return optionalFieldsIn(
        defOf(input).type === 'transform' ? (def.out as z.ZodType) : input,
        value,
        path,
      );
    }
    case 'lazy':
      return optionalFieldsIn((def.getter as () => z.ZodType)(), value, path);
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((v, i) => optionalFieldsIn(def.element as z.ZodType, v, [...path, i]))
        : [];
    case 'record':
      return isObject(value)
        ? Object.entries(value).flatMap(([k, v]) =>
            optionalFieldsIn(def.valueType as z.ZodType, v, [...path, k]),
          )
        : [];
    case 'union': {
      const option = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      return option ? optionalFieldsIn(option, value, path) : [];
    }
    case 'object': {
      if (!isObject(value)) return [];
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        if (!(key in value)) return [];
        const here = [...path, key];
        const own = field._zod.optin === 'optional' && value[key] !== null ? [here] : [];
        return [...own, ...optionalFieldsIn(field, value[key], here)];
      });
    }
    default:
      return [];
  }
}

/** Every optional object field under `schema` that refuses null, as schema paths ("a.b[].c"). */
export function optionalFieldsRefusingNull(schema: z.ZodType): string[] {
  const out: string[] = [];
  const seen = new Set<object>();
  const walk = (s: z.ZodType, at: string) => {
    const def = defOf(s);
    if (seen.has(def)) return;
    seen.add(def);
    if (WRAPPERS.has(def.type)) return walk(def.innerType as z.ZodType, at);
    switch (def.type) {
      case 'pipe':
        walk(def.in as z.ZodType, at);
        if (defOf(def.out as z.ZodType).type !== 'transform') walk(def.out as z.ZodType, at);
        return;
      case 'lazy':
        return walk((def.getter as () => z.ZodType)(), at);
      case 'array':
        return walk(def.element as z.ZodType, `${at}[]`);
      case 'record':
        return walk(def.valueType as z.ZodType, `${at}{}`);
      case 'union':
        return (def.options as z.ZodType[]).forEach((o) => walk(o, at));
      case 'object':
        for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          const here = at ? `${at}.${key}` : key;
          if (field._zod.optin === 'optional' && !field.safeParse(null).success) out.push(here);
          walk(field, here);
        }
    }
  };
  walk(schema, '');
  return out;
}

/** A deep copy of `value` with `path` set to `to`. */
export function withValueAt(value: unknown, path: Path, to: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return to;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, to);
  return copy;
}

/** How a key path is seen across a payload: sent with a value, sent as null (or both). */
export interface KeySeen {
  value: boolean;
  null: boolean;
}

/**
 * The key paths of a JSON value, array positions folded into "[]" ("approvalTxns[].to"), each
 * with whether it carried a value and whether it carried null.
 */
export function keyPaths(value: unknown, at = '', out = new Map<string, KeySeen>()) {
  if (Array.isArray(value)) {
    for (const v of value) keyPaths(v, `${at}[]`, out);
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const here = at ? `${at}.${k}` : k;
      const seen = out.get(here) ?? { value: false, null: false };
      if (v === null) seen.null = true;
      else seen.value = true;
      out.set(here, seen);
      keyPaths(v, here, out);
    }
  }
  return out;
}
