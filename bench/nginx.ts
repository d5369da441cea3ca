// nginx in front of the service: what a user would pick instead of the BFF (a plain reverse
// proxy), as the anchor of the side-by-side part. Debian's nginx, started on loopback with a
// generated config in a temporary folder (keep-alive to the upstream over
// HTTP/1.1, else each request opens a connection; every path under that folder, as a
// non-root nginx cannot write Debian's default ones), stopped by its own PID.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Nginx {
  base: string;
  stop(): Promise<void>;
}

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, or undefined when it is not installed (the bench then skips its column). */
export function findNginx(): string | undefined {
  return CANDIDATES.find((p) => existsSync(p));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export async function startNginx(binary: string, upstreamBase: string): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-nginx-'));
  const port = await freePort();
  const upstream = new URL(upstreamBase).host;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream service { server ${upstream}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  execFileSync(binary, ['-t', '-q', '-c', conf, '-p', dir]);
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/v1/quotes/ping`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until)
      throw new Error(`nginx did not answer: ${readFileSync(`${dir}/error.log`, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT'); // nginx's graceful stop
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
