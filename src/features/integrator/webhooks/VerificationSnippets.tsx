// Short, correct receiver code for integrators' own endpoints: verify the raw body with the
// secret shown at creation, then answer 2xx quickly. Both use the Standard Webhooks libraries.
const TYPESCRIPT = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.FERRY_WEBHOOK_SECRET!); // whsec_…

// Express: keep the raw body, the signature covers its exact bytes.
app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    const event = wh.verify(req.body.toString('utf8'), {
      'webhook-id': req.header('webhook-id')!,
      'webhook-timestamp': req.header('webhook-timestamp')!,
      'webhook-signature': req.header('webhook-signature')!,
    });
    // Deduplicate on webhook-id: a delivery can arrive more than once.
    queue.push(event);
    res.sendStatus(204);
  } catch {
    res.sendStatus(401);
  }
});`;

const PYTHON = `from standardwebhooks.webhooks import Webhook, WebhookVerificationError
from flask import Flask, request

app = Flask(__name__)
wh = Webhook(os.environ["FERRY_WEBHOOK_SECRET"])  # whsec_…

@app.post("/webhooks")
def receive():
    try:
        # The raw body: the signature covers its exact bytes.
        event = wh.verify(request.get_data(), request.headers)
    except WebhookVerificationError:
        return "", 401
    queue.put(event)  # deduplicate on the webhook-id header
    return "", 204`;

function Snippet({ title, code }: { title: string; code: string }) {
  return (
    <details className="rounded-xl border border-border">
      <summary className="cursor-pointer px-4 py-3 font-medium">{title}</summary>
      <pre className="overflow-x-auto border-t border-border bg-surface-2 p-4 text-xs">
        <code>{code}</code>
      </pre>
    </details>
  );
}

export function VerificationSnippets() {
  return (
    <section className="space-y-3" aria-labelledby="verify-heading">
      <h3 id="verify-heading" className="text-lg font-semibold">
        Verify deliveries on your endpoint
      </h3>
      <p className="text-sm text-muted">
        Every delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
        <code>webhook-signature</code> headers (Standard Webhooks). Verify them with the secret you
        stored, over the raw body, and reject anything older than five minutes (the libraries do).
      </p>
      <Snippet title="TypeScript (standardwebhooks)" code={TYPESCRIPT} />
      <Snippet title="Python (standardwebhooks)" code={PYTHON} />
    </section>
  );
}
