// Type-level check of what an own route's handler responds with, as ts-rest and tRPC check a
// handler against its contract: every JSON success (a 2xx, or a status TypeScript cannot narrow)
// must be the row's response, with no field the row does not declare, at any depth. Refusals (4xx,
// 5xx) are the row's envelope and stay free. Nothing here runs.
import type { TypedResponse } from 'hono';
import type { z } from 'zod';
import type { OwnRoute } from '../../../contract/own-route';

type Success = 200 | 201 | 202 | 204;

/** What the browser reads from the row (client.ts types it as the response schema's output). */
type Declared<Row extends OwnRoute> = z.output<Row['response']>;

/**
 * Literals widened: `c.json({ status: 'ok' })` is typed `{ status: string }`, so a literal the
 * row declares is compared as its primitive (its value is the schema's to test, not the type's).
 */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Widen<E>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

type Keys<S> = S extends object ? keyof S : never;
type Member<S, K> = S extends object ? (K extends keyof S ? S[K] : never) : never;
type Element<S> = S extends readonly (infer E)[] ? E : never;

/** Paths ("data[].extra") of fields in `T` that no member of `S` declares. */
export type UndeclaredFields<T, S, At extends string = ''> = unknown extends S
  ? never
  : T extends readonly (infer E)[]
    ? UndeclaredFields<E, Element<S>, `${At}[]`>
    : T extends object
      ? string extends Keys<S>
        ? never
        : {
            [K in keyof T & string]-?: K extends Keys<S>
              ? UndeclaredFields<T[K], Member<S, K>, `${At}${At extends '' ? '' : '.'}${K}`>
              : `${At}${At extends '' ? '' : '.'}${K}`;
          }[keyof T & string]
      : never;

type Returned<H> = H extends (...args: never[]) => infer R ? Awaited<R> : never;

/** Per JSON success of `H`: the undeclared fields, or a note when it is not the response at all. */
type Check<Row extends OwnRoute, A> =
  A extends TypedResponse<infer Data, infer Status, 'json'>
    ? [Extract<Status, Success>] extends [never]
      ? never
      : [Data] extends [Widen<Declared<Row>>]
        ? UndeclaredFields<Data, Declared<Row>>
        : 'a JSON success that is not the row’s response'
    : never;

/** never when every JSON success of `H` is `Row`'s response, exactly. */
export type UndeclaredResponse<Row extends OwnRoute, H> = Check<Row, Returned<H>>;
