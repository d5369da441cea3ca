import { CopyButton } from '../../../components/ui/CopyButton';
import { verificationSnippets, type Snippet } from './verification-snippets';

function SnippetCard({ snippet }: { snippet: Snippet }) {
  return (
    <details className="rounded-xl border border-border">
      <summary className="cursor-pointer px-4 py-3 font-medium">{snippet.title}</summary>
      <div className="space-y-3 border-t border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            Save as <code>{snippet.file}</code>, then run:
          </p>
          <CopyButton text={snippet.code} label={`Copy the ${snippet.title} code`}>
            Copy code
          </CopyButton>
        </div>
        <pre className="overflow-x-auto rounded-lg bg-surface-2 p-3 text-xs">
          <code>{snippet.run}</code>
        </pre>
        <pre className="max-h-[28rem] overflow-auto rounded-lg bg-surface-2 p-3 text-xs">
          <code>{snippet.code}</code>
        </pre>
      </div>
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
        stored, over the raw body, and reject anything older than five minutes. Each receiver below
        runs as shown; in a web framework, verify before any JSON body parser reads the request.
      </p>
      {verificationSnippets.map((snippet) => (
        <SnippetCard key={snippet.file} snippet={snippet} />
      ))}
    </section>
  );
}
