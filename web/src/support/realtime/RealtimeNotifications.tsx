import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQuery } from '../../identity/queries';
import { connectRealtime } from './realtimeConnection';

/** One connection while someone is signed in, whichever page is open; a new account gets its own. */
export function RealtimeNotifications() {
  const queryClient = useQueryClient();
  const accountId = useQuery({ ...sessionQuery(), throwOnError: false }).data?.account.accountId;
  useEffect(() => {
    if (!accountId) return;
    return connectRealtime(queryClient);
  }, [accountId, queryClient]);
  return null;
}
