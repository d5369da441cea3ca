import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { signOutMutationOptions } from '../../../api/session';
import { T } from '../../../i18n/useT';

/** `onSignedOut`: a chosen sign-out, not an expired session (nothing to keep on screen). */
export function SignOutButton({ onSignedOut }: { onSignedOut?: () => void }) {
  const signOut = signOutMutationOptions();
  const mutation = useMutation({
    ...signOut,
    // Told before the session is re-read, so the layout never takes it for an expired one.
    onSettled: (...settled) => {
      onSignedOut?.();
      return signOut.onSettled?.(...settled);
    },
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      <T id="integrator.session.signOut" defaultMessage="Sign out" />
    </Button>
  );
}
