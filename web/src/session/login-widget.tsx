import { Button, Dropdown, Space, type MenuProps } from 'antd';
import {
  AuditOutlined,
  CommentOutlined,
  DownOutlined,
  GlobalOutlined,
  LogoutOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { displayLoginName } from '@qiao/contracts/auth';
import { POST_REVIEW_ROUTE } from '../features/learning/discussion/discussion-routes';
import { currentEntry, entryPath } from './entry';
import { startLogin } from './login-flow';
import { logoutAndReload } from './logout';
import { useCurrentUser } from './use-current-user';
import styles from './login-widget.module.css';

/**
 * Top-bar login widget (spec): "login" and "register" for visitors; for a signed-in user the login
 * name, cut to 20 characters, opening the personal menu.
 */
export function LoginWidget({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('session');
  const { t: zonesText } = useTranslation('zones');
  const { t: discussionText } = useTranslation('discussion');
  const { data: user, isPending } = useCurrentUser();
  const entry = currentEntry();
  if (isPending) {
    return (
      <span
        className={compact ? styles.placeholderCompact : styles.placeholder}
        aria-hidden="true"
      />
    );
  }

  if (!user) {
    return (
      <Space size="small" className={styles.widget}>
        <Button type="primary" onClick={() => void startLogin(entry)}>
          {t('login')}
        </Button>
        {!compact && (
          <Button className={styles.register} onClick={() => void startLogin(entry, 'register')}>
            {t('register')}
          </Button>
        )}
      </Space>
    );
  }

  // Whole rows are clickable; an absolute address also leaves an unknown page (served as 404).
  const open = (route: string) => window.location.assign(`${entryPath(entry)}#${route}`);
  const items: MenuProps['items'] = [
    {
      key: 'personal',
      icon: <UserOutlined />,
      label: t('menu.personal'),
      onClick: () => open('/pages/personal/personal'),
    },
    {
      key: 'my-shares',
      icon: <GlobalOutlined />,
      label: zonesText('mine.entry'),
      onClick: () => open('/pages/personal/my-shares'),
    },
    ...(user.role === 'admin'
      ? [
          {
            key: 'users',
            icon: <TeamOutlined />,
            label: t('menu.users'),
            onClick: () => open('/pages/admin/users'),
          },
          {
            key: 'share-review',
            icon: <AuditOutlined />,
            label: zonesText('review.menu'),
            onClick: () => open('/pages/admin/share-review'),
          },
          {
            key: 'post-review',
            icon: <CommentOutlined />,
            label: discussionText('review.menu'),
            onClick: () => open(POST_REVIEW_ROUTE),
          },
        ]
      : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('menu.logout'),
      onClick: () => void logoutAndReload(),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button className={styles.userButton} aria-label={t('menu.label', { name: user.login_name })}>
        <UserOutlined aria-hidden="true" />
        <bdi className={styles.name}>{displayLoginName(user.login_name)}</bdi>
        <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
