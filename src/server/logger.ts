// pino, with every place a key, cookie or webhook secret could appear redacted.
import pino, { type DestinationStream, type Logger } from 'pino';

export const redactPaths = [
  'key',
  'apiKey',
  'secret',
  'signature',
  'authorization',
  'cookie',
  '*.key',
  '*.apiKey',
  '*.secret',
  '*.signature',
  '*.authorization',
  '*.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["webhook-signature"]',
  'res.headers["set-cookie"]',
];

export function createLogger(
  opts: { level?: string; name?: string; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      name: opts.name ?? 'ferry',
      level: opts.level ?? 'info',
      redact: { paths: redactPaths, censor: '[redacted]' },
    },
    opts.destination,
  );
}

export type { Logger };
