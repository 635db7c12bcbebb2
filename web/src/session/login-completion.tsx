import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '../components/page-loading';
import { currentEntry, entryPath } from './entry';
import { completeLogin, loginCallbackParams } from './login-flow';
import { CURRENT_USER_KEY } from './use-current-user';

/**
 * When the passport sends the browser back with `code` and `state`, finish the login before any
 * page renders, so the first page already shows the signed-in user at the route login began on.
 */
export function LoginCompletion({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [params] = useState(() => loginCallbackParams(window.location));
  const [done, setDone] = useState(!params);
  useEffect(() => {
    if (!params) return;
    let cancelled = false;
    void completeLogin(params, entryPath(currentEntry())).then(async (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
      else await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      if (!cancelled) setDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, [params, queryClient]);
  return done ? children : <PageLoading />;
}
