import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TransactionOutlined from '@ant-design/icons-svg/es/asn/TransactionOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { displayLoginName } from '@qiao/contracts/auth';
import { allowsEvery } from '@qiao/contracts/permissions';
import {
  CERT_ADMIN_ROUTE,
  EXAM_ATTEMPTS_ROUTE,
  MY_CERT_ROUTE,
  MY_ORDER_ROUTE,
  MY_RESULTS_ROUTE,
  MY_SHARES_ROUTE,
  ORDERS_ADMIN_ROUTE,
  PERSONAL_ROUTE,
  POST_REVIEW_ROUTE,
  SHARE_REVIEW_ROUTE,
  USERS_ROUTE,
} from './menu-routes';
import { currentEntry, entryPath } from './entry';
import { startLogin } from './login-flow';
import { useAbility } from './use-ability';
import { logoutAndReload } from './logout';
import { useCurrentUser } from './use-current-user';
import { UserMenu, type UserMenuItem } from './user-menu';
import { SvgIcon } from '../components/icon/svg-icon';
import styles from './login-widget.module.css';

/**
 * Top-bar login widget (spec): "login" and "register" for visitors; for a signed-in user the login
 * name, cut to 20 characters, opening the personal menu. Plain buttons and a light menu: the
 * shell is drawn without antd.
 */
export function LoginWidget({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('session');
  const { t: zonesText } = useTranslation('zones');
  const { t: discussionText } = useTranslation('discussion');
  const { data: user, isPending } = useCurrentUser();
  const ability = useAbility();
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
      <span className={styles.widget}>
        <button type="button" className={styles.login} onClick={() => void startLogin(entry)}>
          {t('login')}
        </button>
        {!compact && (
          <button
            type="button"
            className={styles.register}
            onClick={() => void startLogin(entry, 'register')}
          >
            {t('register')}
          </button>
        )}
      </span>
    );
  }

  // Whole rows are clickable; an absolute address also leaves an unknown page (served as 404).
  const open = (route: string) => window.location.assign(`${entryPath(entry)}#${route}`);
  const items: UserMenuItem[] = [
    {
      key: 'personal',
      icon: <SvgIcon icon={UserOutlined} />,
      label: t('menu.personal'),
      onSelect: () => open(PERSONAL_ROUTE),
    },
    {
      key: 'my-results',
      icon: <SvgIcon icon={TrophyOutlined} />,
      label: t('menu.myResults'),
      onSelect: () => open(MY_RESULTS_ROUTE),
    },
    {
      key: 'my-cert',
      icon: <SvgIcon icon={SafetyCertificateOutlined} />,
      label: t('menu.myCert'),
      onSelect: () => open(MY_CERT_ROUTE),
    },
    {
      key: 'my-orders',
      icon: <SvgIcon icon={ShoppingOutlined} />,
      label: t('menu.myOrders'),
      onSelect: () => open(MY_ORDER_ROUTE),
    },
    {
      key: 'my-shares',
      icon: <SvgIcon icon={GlobalOutlined} />,
      label: zonesText('mine.entry'),
      onSelect: () => open(MY_SHARES_ROUTE),
    },
    // Each admin page's entry shows to whoever may do what the page does.
    ...(allowsEvery(ability, ['manage', 'User'])
      ? [
          {
            key: 'users',
            icon: <SvgIcon icon={TeamOutlined} />,
            label: t('menu.users'),
            onSelect: () => open(USERS_ROUTE),
          },
        ]
      : []),
    ...(allowsEvery(ability, ['read', 'ExamAttempt'])
      ? [
          {
            key: 'exam-attempts',
            icon: <SvgIcon icon={FileDoneOutlined} />,
            label: t('menu.examAttempts'),
            onSelect: () => open(EXAM_ATTEMPTS_ROUTE),
          },
        ]
      : []),
    ...(allowsEvery(ability, ['review', 'Certificate'])
      ? [
          {
            key: 'certificates',
            icon: <SvgIcon icon={SafetyCertificateOutlined} />,
            label: t('menu.certificates'),
            onSelect: () => open(CERT_ADMIN_ROUTE),
          },
        ]
      : []),
    ...(allowsEvery(ability, ['read', 'Order'])
      ? [
          {
            key: 'orders',
            icon: <SvgIcon icon={TransactionOutlined} />,
            label: t('menu.orders'),
            onSelect: () => open(ORDERS_ADMIN_ROUTE),
          },
        ]
      : []),
    ...(allowsEvery(ability, ['review', 'Share'])
      ? [
          {
            key: 'share-review',
            icon: <SvgIcon icon={AuditOutlined} />,
            label: zonesText('review.menu'),
            onSelect: () => open(SHARE_REVIEW_ROUTE),
          },
        ]
      : []),
    ...(allowsEvery(ability, ['review', 'Post'])
      ? [
          {
            key: 'post-review',
            icon: <SvgIcon icon={CommentOutlined} />,
            label: discussionText('review.menu'),
            onSelect: () => open(POST_REVIEW_ROUTE),
          },
        ]
      : []),
    { key: 'divider', divider: true },
    {
      key: 'logout',
      icon: <SvgIcon icon={LogoutOutlined} />,
      label: t('menu.logout'),
      onSelect: () => void logoutAndReload(),
    },
  ];
  return (
    <UserMenu
      label={t('menu.label', { name: user.login_name })}
      items={items}
      button={
        <>
          <SvgIcon icon={UserOutlined} />
          <bdi className={styles.name}>{displayLoginName(user.login_name)}</bdi>
          <SvgIcon icon={DownOutlined} className={styles.chevron} />
        </>
      }
    />
  );
}
