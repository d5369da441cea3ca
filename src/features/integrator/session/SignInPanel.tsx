import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { defineMessages } from 'react-intl';
import { T, useT } from '../../../i18n/useT';
import { ErrorNotice } from '../shared/ErrorNotice';
import { SignInPreviewCard } from './SignInPreviewCard';
import { useSignIn } from './useSignIn';
import { walletProblem } from './wallet-error';

const USES = Object.values(
  defineMessages({
    addresses: {
      id: 'integrator.signIn.useAddresses',
      defaultMessage:
        'Create persistent deposit addresses: any deposit to one becomes a transfer to your recipient.',
    },
    webhooks: {
      id: 'integrator.signIn.useWebhooks',
      defaultMessage: 'Subscribe webhooks to deposit events, and watch each delivery arrive.',
    },
    fees: {
      id: 'integrator.signIn.useFees',
      defaultMessage: 'Check the fees and limits of every route.',
    },
  }),
);

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
  const t = useT();
  const flow = useSignIn(onConnect);
  const problem = walletProblem(flow.error);
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-2">
        <h2 className="text-xl font-semibold">
          {again ? (
            <T id="integrator.signIn.endedTitle" defaultMessage="Your session has ended" />
          ) : (
            <T id="integrator.signIn.title" defaultMessage="Sign in to the integrator dashboard" />
          )}
        </h2>
        {again ? (
          <p className="text-muted">
            <T
              id="integrator.signIn.endedBody"
              defaultMessage="Sign in again to carry on. What you typed on this page is kept."
            />
          </p>
        ) : (
          <>
            <p className="max-w-2xl text-muted">
              <T
                id="integrator.signIn.body"
                defaultMessage="The dashboard is for teams integrating Ferry. Signing in proves you control a wallet your team allowed; it costs nothing and sends no transaction."
              />
            </p>
            <ul className="list-disc space-y-1 ps-5 text-sm">
              {USES.map((use) => (
                <li key={use.id}>{t.formatMessage(use)}</li>
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
          {flow.isConnected ? (
            <T id="integrator.signIn.start" defaultMessage="Sign in with your wallet" />
          ) : (
            <T id="integrator.signIn.connect" defaultMessage="Connect a wallet and sign in" />
          )}
        </Button>
      )}
      {problem ? (
        <Notice
          tone="warning"
          title={<T id="integrator.signIn.notSignedIn" defaultMessage="Not signed in" />}
          announce
        >
          {t.formatMessage(problem)}
        </Notice>
      ) : (
        flow.error && <ErrorNotice error={flow.error} />
      )}
    </Card>
  );
}
