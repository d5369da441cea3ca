import { Code } from '../../../components/ui/Code';
import { CopyButton } from '../../../components/ui/CopyButton';
import { leftToRight } from '../../../lib/intl-locale';
import { T, useT } from '../../../i18n/useT';
import { verificationSnippets, type Snippet } from './verification-snippets';

function SnippetCard({ snippet }: { snippet: Snippet }) {
  const t = useT();
  // Isolated, so an Arabic title still reads "Python 3.9+", not "+Python 3.9".
  const names = Object.entries(snippet.names).map(([k, v]) => [k, leftToRight(v, t.locale)]);
  const title = t.formatMessage(snippet.title, Object.fromEntries(names));
  return (
    <details className="rounded-xl border border-border">
      <summary className="cursor-pointer px-4 py-3 font-medium">{title}</summary>
      <div className="space-y-3 border-t border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            <T
              id="integrator.snippets.saveAs"
              defaultMessage="Save as {file}, then run:"
              values={{ file: <Code>{snippet.file}</Code> }}
            />
          </p>
          <CopyButton
            text={snippet.code}
            label={t.formatMessage(
              { id: 'integrator.snippets.copyLabel', defaultMessage: 'Copy the {title} code' },
              { title },
            )}
          >
            {t.formatMessage({ id: 'integrator.snippets.copy', defaultMessage: 'Copy code' })}
          </CopyButton>
        </div>
        <pre dir="ltr" className="overflow-x-auto rounded-lg bg-surface-2 p-3 text-xs">
          <code>{snippet.run}</code>
        </pre>
        <pre dir="ltr" className="max-h-[28rem] overflow-auto rounded-lg bg-surface-2 p-3 text-xs">
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
        <T id="integrator.snippets.title" defaultMessage="Verify deliveries on your endpoint" />
      </h3>
      <p className="text-sm text-muted">
        <T
          id="integrator.snippets.headers"
          defaultMessage="Every delivery carries {id}, {timestamp} and {signature} headers (Standard Webhooks)."
          values={{
            id: <Code>webhook-id</Code>,
            timestamp: <Code>webhook-timestamp</Code>,
            signature: <Code>webhook-signature</Code>,
          }}
        />{' '}
        <T
          id="integrator.snippets.how"
          defaultMessage="Verify them with the secret you stored, over the raw body, and reject anything older than five minutes."
        />{' '}
        <T
          id="integrator.snippets.runs"
          defaultMessage="Each receiver below runs as shown; in a web framework, verify before any JSON body parser reads the request."
        />
      </p>
      {verificationSnippets.map((snippet) => (
        <SnippetCard key={snippet.file} snippet={snippet} />
      ))}
    </section>
  );
}
