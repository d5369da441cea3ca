// Tells a refusal that means "your session ended" from one that means "the service refused
// Ferry's key": both are 401. The layout re-checks the session on every 401 and, when it has
// ended, asks to sign in again; the error itself then says nothing more, even after signing in
// again (the form keeps it until it is sent again). Only a 401 while the re-checked session is
// still an admin's is the set-up problem the error table describes.
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { isServiceError } from '../../../contract/errors';

export function useSessionEnded(error: unknown): boolean {
  const session = useSession();
  const [endedFor, setEndedFor] = useState<unknown>(null);
  if (!isServiceError(error) || error.status !== 401) return false;
  const admin = session.data?.signedIn === true && session.data.isAdmin;
  if (!admin) {
    if (endedFor !== error) setEndedFor(error);
    return true;
  }
  // While the re-check runs, say nothing rather than a set-up problem that may be false.
  return endedFor === error || session.isFetching;
}
