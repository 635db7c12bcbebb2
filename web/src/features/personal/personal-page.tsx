import type { ReactNode } from 'react';
import { Card, Descriptions, Menu, Skeleton } from 'antd';
import {
  BookOutlined,
  CalendarOutlined,
  FileTextOutlined,
  AuditOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  PlayCircleOutlined,
  TrophyOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@qiao/contracts/users';
import { RequireLogin } from '../../session/require-login';
import { MyCourses, MyLiveClasses } from '../catalogue/mooc/personal-centre';
import { MyResults } from '../exams/exam-results';
import { MyCertApplications, MyCertificates } from '../certs/my-certificates';
import { MyOrders } from '../pay/my-orders';
import { MyItems } from '../learning/my-items';
import { CompletedPlans } from '../plans/completed-plans';
import { ProfileForm } from './profile-form';
import { useProfile } from './use-profile';
import styles from './personal.module.css';

/**
 * The personal centre (spec: profile, scores, micro-lessons, MOOCs, live classes, documents,
 * certifications, certificates). Its menu lists the sections that exist; features add theirs.
 */
const SECTIONS = [
  { key: 'profile', icon: <IdcardOutlined aria-hidden />, labelKey: 'menu.profile' },
  { key: 'scores', icon: <TrophyOutlined aria-hidden />, labelKey: 'menu.scores' },
  { key: 'moocs', icon: <BookOutlined aria-hidden />, labelKey: 'menu.moocs' },
  { key: 'weike', icon: <PlayCircleOutlined aria-hidden />, labelKey: 'menu.weike' },
  { key: 'live', icon: <VideoCameraOutlined aria-hidden />, labelKey: 'menu.live' },
  { key: 'documents', icon: <FileTextOutlined aria-hidden />, labelKey: 'menu.documents' },
  { key: 'plans', icon: <CalendarOutlined aria-hidden />, labelKey: 'menu.plans' },
  {
    key: 'certifications',
    icon: <AuditOutlined aria-hidden />,
    labelKey: 'menu.certifications',
  },
  {
    key: 'certificates',
    icon: <SafetyCertificateOutlined aria-hidden />,
    labelKey: 'menu.certificates',
  },
  { key: 'orders', icon: <ShoppingOutlined aria-hidden />, labelKey: 'menu.orders' },
] as const;

type SectionKey = (typeof SECTIONS)[number]['key'];

/** Sections that hold one list, each under its own heading. */
const LISTS: Partial<Record<SectionKey, () => ReactNode>> = {
  scores: () => <MyResults />,
  moocs: () => <MyCourses />,
  weike: () => <MyItems list="media" />,
  live: () => <MyLiveClasses />,
  documents: () => <MyItems list="documents" />,
  plans: () => <CompletedPlans />,
  certifications: () => <MyCertApplications />,
  certificates: () => <MyCertificates />,
  orders: () => <MyOrders />,
};

function PersonalCentre({ user }: { user: UserSummary }) {
  const { t } = useTranslation('personal');
  const profile = useProfile();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('section');
  const section: SectionKey =
    SECTIONS.find((candidate) => candidate.key === asked)?.key ?? 'profile';
  const list = LISTS[section];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.layout}>
        <nav aria-label={t('menu.label')} className={styles.menu}>
          <Menu
            mode="vertical"
            selectedKeys={[section]}
            onClick={({ key }) => setSearch(key === 'profile' ? {} : { section: key })}
            items={SECTIONS.map((section) => ({
              key: section.key,
              icon: section.icon,
              label: t(section.labelKey),
            }))}
          />
        </nav>
        <div className={styles.content}>
          {list ? (
            <Card
              title={
                <h2 className={styles.cardTitle}>
                  {t(SECTIONS.find((candidate) => candidate.key === section)!.labelKey)}
                </h2>
              }
              className={styles.card}
            >
              {list()}
            </Card>
          ) : (
            <>
              <Card title={t('account.title')} className={styles.card}>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('account.loginName')}>
                    <bdi>{user.login_name}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('account.role')}>
                    {t(`role.${user.role}`)}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <Card
                title={<h2 className={styles.cardTitle}>{t('menu.profile')}</h2>}
                className={styles.card}
              >
                {profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton active />}
              </Card>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default function PersonalPage() {
  return <RequireLogin>{(user) => <PersonalCentre user={user} />}</RequireLogin>;
}
