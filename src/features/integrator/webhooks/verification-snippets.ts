// Receivers for integrators' own endpoints, each complete: it runs as shown, verifies every
// delivery over the raw body with the secret shown at creation (Standard Webhooks: HMAC-SHA256
// of "id.timestamp.body", five minutes' tolerance), responds with 401 to anything else and 204
// quickly. verification-snippets.test.ts runs each against signed deliveries.

import { defineMessages, type MessageDescriptor } from 'react-intl';

export interface Snippet {
  title: MessageDescriptor;
  /** The names the title weaves in (language, runtime, library): code, kept left to right. */
  names: Record<string, string>;
  /** File name the run command uses. */
  file: string;
  /** What to install and how to start it. */
  run: string;
  code: string;
}

const TYPESCRIPT = `import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.FERRY_WEBHOOK_SECRET!); // whsec_…
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    let event: { type: string };
    try {
      // The raw body: the signature covers its exact bytes (parse JSON only after this).
      event = wh.verify(Buffer.concat(chunks).toString('utf8'), {
        'webhook-id': header(req.headers['webhook-id']),
        'webhook-timestamp': header(req.headers['webhook-timestamp']),
        'webhook-signature': header(req.headers['webhook-signature']),
      }) as { type: string };
    } catch {
      res.writeHead(401).end();
      return;
    }
    // A delivery can arrive more than once: deduplicate on webhook-id, then queue the event.
    console.log(header(req.headers['webhook-id']), event.type);
    res.writeHead(204).end();
  });
});
server.listen(Number(process.env.PORT ?? 8000), '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(\`Listening on http://127.0.0.1:\${port}/\`);
});
`;

const PYTHON = `import base64, hashlib, hmac, json, os, time
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = base64.b64decode(os.environ["FERRY_WEBHOOK_SECRET"].removeprefix("whsec_"))
TOLERANCE_SECONDS = 5 * 60


def verify(headers, body: bytes):
    """The event, if the signature covers these exact bytes; else ValueError."""
    msg_id = headers.get("webhook-id", "")
    timestamp = headers.get("webhook-timestamp", "")
    if not msg_id or not timestamp.isdigit():
        raise ValueError("missing webhook headers")
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("timestamp too old or too new")
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(SECRET, signed, hashlib.sha256).digest()).decode()
    # Several space-separated "v1,<signature>" while a secret is being rotated.
    for candidate in headers.get("webhook-signature", "").split():
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature.encode(), expected.encode()):
            return json.loads(body)
    raise ValueError("no valid signature")


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", 0)))  # the raw bytes
        try:
            event = verify(self.headers, body)
        except ValueError:
            self.send_response(401)
            self.end_headers()
            return
        # A delivery can arrive more than once: deduplicate on webhook-id, then queue the event.
        print(self.headers["webhook-id"], event["type"], flush=True)
        self.send_response(204)
        self.end_headers()


server = HTTPServer(("127.0.0.1", int(os.environ.get("PORT", "8000"))), Receiver)
print(f"Listening on http://127.0.0.1:{server.server_port}/", flush=True)
server.serve_forever()
`;

const titles = defineMessages({
  typescript: {
    id: 'integrator.snippets.typescript',
    defaultMessage: '{language} ({runtime}, {library})',
  },
  python: {
    id: 'integrator.snippets.python',
    defaultMessage: '{runtime} (standard library only)',
  },
});

export const verificationSnippets: Snippet[] = [
  {
    title: titles.typescript,
    names: { language: 'TypeScript', runtime: 'Node.js', library: 'standardwebhooks' },
    file: 'receiver.ts',
    run: 'npm install standardwebhooks tsx\nFERRY_WEBHOOK_SECRET=whsec_… npx tsx receiver.ts',
    code: TYPESCRIPT,
  },
  {
    title: titles.python,
    names: { runtime: 'Python 3.9+' },
    file: 'receiver.py',
    run: 'FERRY_WEBHOOK_SECRET=whsec_… python3 receiver.py',
    code: PYTHON,
  },
];
