// Environment configuration, validated at start-up: a bad value stops the process with a
// message naming the variable (the README's Configuration section lists them all).
import { isIP } from 'node:net';
import { z } from 'zod';
import { trustedContractsSetting } from '../contract/deployments/trusted-contracts';

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url({ protocol: /^https?$/ });
/** One IP or CIDR (10.0.0.0/8, fd00::/8). */
function isIpOrCidr(s: string): boolean {
  const [ip = '', prefix, ...rest] = s.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const n = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return n >= 0 && n <= (family === 4 ? 32 : 128);
}
/** Requests per minute per client; 0 turns the limit off. */
const perMinute = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');
/** "a, b,,c" → ["a", "b", "c"]; unset is an empty list. */
const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  );

export const serviceKeySchema = z.strictObject({
  key: z.string().min(8),
  integratorId: z.string().regex(/^0x[0-9a-fA-F]{4}$/),
  permissions: z.array(z.enum(['deposit-address'])),
});
export type ServiceKey = z.infer<typeof serviceKeySchema>;

/** Embedded-service keys documented in the README (docs/interface-decisions.md#hosts-and-keys). */
export const defaultServiceKeys: ServiceKey[] = [
  { key: 'sk_sandbox_full', integratorId: '0xf00d', permissions: ['deposit-address'] },
  { key: 'sk_sandbox_basic', integratorId: '0xbeef', permissions: [] },
];

/** A variable holding JSON: parsed, or refused with `message` (then checked by the pipe after). */
const jsonText = (message: string) =>
  z.string().transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

const envSchema = z
  .object({
    SERVICE_BASE_URL: url.optional(),
    SERVICE_V1_BASE_URL: url.optional(),
    SERVICE_API_KEY: z.string().min(1).optional(),
    SERVICE_INTEGRATOR_ID: z
      .string()
      .regex(/^0x[0-9a-fA-F]{4}$/, 'must be a 2-byte hex id such as 0xdead')
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: url.optional(),
    DASHBOARD_ADMINS: commaList.pipe(z.array(address)),
    TRUSTED_PROXIES: commaList.pipe(
      z.array(z.string().refine(isIpOrCidr, 'must be comma-separated IPs or CIDRs')),
    ),
    RATE_LIMIT_API: perMinute(600),
    RATE_LIMIT_QUOTES: perMinute(60),
    RATE_LIMIT_SEARCH: perMinute(30),
    RATE_LIMIT_RPC: perMinute(1200),
    RATE_LIMIT_FAUCET: perMinute(10),
    RPC_URLS: jsonText('must be a JSON object such as {"1":"https://…"}')
      .pipe(
        z.record(
          z.string().regex(/^[1-9]\d{0,15}$/, 'keys must be chain ids'),
          z.url({ protocol: /^https?$/, error: 'values must be http(s) URLs' }),
        ),
      )
      .transform((r) => new Map(Object.entries(r).map(([k, v]) => [Number(k), v])))
      .default(new Map()),
    // Narrows or extends the contracts the review lets a wallet call or approve (the protocol's
    // deployment records: docs/reliability.md#where-the-trusted-contracts-come-from); handed to
    // the page, which enforces it.
    TRUSTED_CONTRACTS: jsonText(
      'must be a JSON object such as {"8453":{"periphery":["0x…"]},"130":null}',
    )
      .pipe(trustedContractsSetting)
      .optional(),
    // WalletConnect Cloud's project id: public (the browser sends it to WalletConnect's relay),
    // so it is handed to the page; without it only wallets installed in the browser are offered.
    WALLETCONNECT_PROJECT_ID: z
      .string()
      .regex(
        /^[0-9a-f]{32}$/i,
        'must be the 32 hexadecimal characters of a WalletConnect project id',
      )
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SERVICE_HOST: z.string().min(1).default('127.0.0.1'),
    SERVICE_PORT: port.default(8788),
    SERVICE_CLOCK_SPEED: z.coerce.number().positive().max(100_000).default(1),
    SERVICE_KEYS: jsonText('must be a JSON array')
      .pipe(z.array(serviceKeySchema).min(1))
      .optional(),
    SERVICE_ALLOW_LOCAL_WEBHOOKS: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    // The embedded service's local EVM chains (Anvil nodes); `0` runs it on the simulated ledger alone.
    SANDBOX_CHAINS: z
      .enum(['0', '1'])
      .default('1')
      .transform((v) => v === '1'),
  })
  .superRefine((env, ctx) => {
    // The four upstream settings come together or not at all (none = embedded service).
    const upstream = [
      'SERVICE_BASE_URL',
      'SERVICE_V1_BASE_URL',
      'SERVICE_API_KEY',
      'SERVICE_INTEGRATOR_ID',
    ] as const;
    const set = upstream.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < upstream.length) {
      for (const k of upstream.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `is required when ${set.join(', ')} is set (all four or none)`,
        });
      }
    }
    // A shared PostgreSQL means other instances may use what this one stores: sessions signed
    // and webhook secrets encrypted with a key that only a shared SESSION_SECRET gives them all.
    if (env.DATABASE_URL !== undefined && env.SESSION_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'is required with DATABASE_URL: every instance on that database must share it, or sessions and stored webhook secrets made by one instance are unreadable to the others (set at least 32 random characters, the same on every instance)',
      });
    }
  });

export type Config = z.output<typeof envSchema> & { embedded: boolean };

export class ConfigError extends Error {}

/** Parse the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${String(i.path[0] ?? 'environment')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, embedded: parsed.data.SERVICE_BASE_URL === undefined };
}
