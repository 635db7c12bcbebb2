import { useEffect, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { about } from '@qiao/contracts/permissions';
import type { Role, UserSummary } from '@qiao/contracts/users';
import { promptLogin } from '../api/login-prompt';
import { PageLoading } from '../components/page-loading';
import { currentEntry } from './entry';
import { startLogin } from './login-flow';
import { useAbility } from './use-ability';
import { useCurrentUser } from './use-current-user';

interface RequireLoginProps {
  /** Only users the rules let open a page for this role see it (teachers' pages: admins too). */
  role?: Exclude<Role, 'student'>;
  children: (user: UserSummary) => ReactNode;
}

/** Pages that need a user ask for a login instead of showing an empty screen. */
export function RequireLogin({ role, children }: RequireLoginProps) {
  const { t } = useTranslation('session');
  const { data: user, isPending, isError } = useCurrentUser();
  const ability = useAbility();
  const signedOut = !isPending && !isError && user === null;
  useEffect(() => {
    if (signedOut) promptLogin();
  }, [signedOut]);

  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <Result
        status="403"
        title={t('loginRequired.title')}
        subTitle={t('loginRequired.description')}
        extra={
          <Button type="primary" onClick={() => void startLogin(currentEntry())}>
            {t('login')}
          </Button>
        }
      />
    );
  }
  if (role && ability.cannot('open', about('Page', { audience: role }))) {
    return (
      <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.description')} />
    );
  }
  return children(user);
}
