import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { ErrorNotice } from '../shared/ErrorNotice';
import { SignInPreviewCard } from './SignInPreviewCard';
import { useSignIn } from './useSignIn';
import { walletProblem } from './wallet-error';

const USES = [
  'Create persistent deposit addresses: any deposit to one becomes a transfer to your recipient.',
  'Subscribe webhooks to deposit events, and watch each delivery arrive.',
  'Check the fees and limits of every route.',
];

/**
 * Signed out: what the dashboard is for and "Sign in with your wallet". `again` is for a
 * session that ended mid-task: the page below stays as it was, with what was typed.
 */
export function SignInPanel({
  onConnect,
  again = false,
}: {
  onConnect: () => void;
  again?: boolean;
}) {
  const flow = useSignIn(onConnect);
  const problem = walletProblem(flow.error);
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-2">
        <h2 className="text-xl font-semibold">
          {again ? 'Your session has ended' : 'Sign in to the integrator dashboard'}
        </h2>
        {again ? (
          <p className="text-muted">
            Sign in again to carry on. What you typed on this page is kept.
          </p>
        ) : (
          <>
            <p className="max-w-2xl text-muted">
              The dashboard is for teams integrating Ferry. Signing in proves you control a wallet
              your team allowed; it costs nothing and sends no transaction.
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {USES.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {flow.preview ? (
        <SignInPreviewCard
          preview={flow.preview}
          signing={flow.signing}
          onConfirm={flow.confirm}
          onCancel={flow.cancel}
        />
      ) : (
        <Button onClick={flow.start} loading={flow.preparing}>
          {flow.isConnected ? 'Sign in with your wallet' : 'Connect a wallet and sign in'}
        </Button>
      )}
      {problem ? (
        <Notice tone="warning" title="Not signed in" announce>
          {problem}
        </Notice>
      ) : (
        flow.error && <ErrorNotice error={flow.error} />
      )}
    </Card>
  );
}
