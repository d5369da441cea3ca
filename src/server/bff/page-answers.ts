// The answers a document carries (PathValue.answers in src/app/prerender/prerendered.ts): the
// BFF asks itself for them as the page would once it runs, and sends them inside the page
// (src/api/primed-answers.ts reads them). Through the app's own routes, so an answer is exactly
// the one the page would get: checked, bookkept, and counted against the visitor's own rate
// limit (the connection is the visitor's). Only whole JSON answers that came in time are sent;
// for anything else the page asks for itself, as it did before.
import type { Context, Hono } from 'hono';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from './security/csrf';

/** What the page's own request would carry that the BFF reads: who asks, in which language. */
const PASSED_ON = ['user-agent', 'accept-language', 'x-forwarded-for'];

export async function askAnswers(
  app: Hono,
  c: Context,
  paths: readonly string[],
  withinMs: number,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
  };
  for (const name of PASSED_ON) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  const asked = paths.map(async (path) => {
    const res = await app.fetch(new Request(new URL(path, c.req.url), { headers }), c.env);
    const text = await res.text();
    if (res.status !== 200 || !isJson(res.headers.get('content-type')) || !parses(text)) return;
    return [path, text] as const;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), withinMs);
  });
  // Each answer by itself: one slow or failed path does not hold back the others.
  const answers = await Promise.all(
    asked.map((answer) => Promise.race([answer.catch(() => undefined), late])),
  );
  clearTimeout(timer);
  return Object.fromEntries(answers.filter((a) => a !== undefined));
}

const isJson = (type: string | null) => type?.split(';')[0]?.trim() === 'application/json';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
