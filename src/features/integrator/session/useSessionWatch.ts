// Notices a session that ended mid-task: any dashboard call refused with 401 re-reads the
// session, which then says signed out, and the layout asks to sign in again (keeping the page).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys } from '../../../api/keys';
import { invalidateSession } from '../../../api/session';
import { isServiceError } from '../../../contract/errors';

const isUnauthorized = (error: unknown) => isServiceError(error) && error.status === 401;

export function useSessionWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void invalidateSession(queryClient);
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isUnauthorized(event.action.error)
      ) {
        if (event.query.queryKey[0] !== sessionKeys.all[0]) recheck();
      }
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isUnauthorized(event.action.error)
      ) {
        recheck();
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}
