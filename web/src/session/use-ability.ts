import { useMemo } from 'react';
import { defineAbilityFor, type AppAbility } from '@qiao/contracts/permissions';
import { useCurrentUser } from './use-current-user';

/**
 * What the signed-in user may do, by the same rules the server applies (permissions.ts); a
 * visitor's rules while nobody is signed in or the user is still loading.
 */
export function useAbility(): AppAbility {
  const user = useCurrentUser().data;
  return useMemo(() => defineAbilityFor(user ? { id: user.uid, role: user.role } : null), [user]);
}
