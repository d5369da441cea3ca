import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { integratorKeys, sessionKeys } from '../../../api/keys';
import { signOut } from '../../../api/session';

/** `onSignedOut`: a chosen sign-out, not an expired session (nothing to keep on screen). */
export function SignOutButton({ onSignedOut }: { onSignedOut?: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      onSignedOut?.();
      queryClient.removeQueries({ queryKey: integratorKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      Sign out
    </Button>
  );
}
