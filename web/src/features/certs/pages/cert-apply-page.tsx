import { Button, Empty, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import { useLanguage } from '../../../hooks/use-language';
import { RequireLogin } from '../../../session/require-login';
import { useCertCourses } from '../api/use-cert-courses';
import { ApplyPanel } from '../components/apply-panel';
import styles from '../certs.module.css';

function CertApply() {
  const { t } = useTranslation('certs');
  const { language } = useLanguage();
  const courses = useCertCourses();
  const [search, setSearch] = useSearchParams();
  if (courses.isPending) return <Skeleton active />;
  if (courses.isError) {
    return (
      <Result
        status="warning"
        title={courses.error.message || t('loadFailed')}
        extra={<Button onClick={() => void courses.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const list = courses.data.list;
  if (list.length === 0) {
    return (
      <Empty description={t('apply.noCourses')}>
        <Link to={CATALOGUE_PAGES.moocList}>
          <Button type="primary">{t('apply.toCourses')}</Button>
        </Link>
      </Empty>
    );
  }
  const asked = search.get('courseId');
  const chosen = list.find((course) => course.courseId === asked) ?? list[0]!;
  return (
    <div className={styles.applyLayout}>
      <nav aria-label={t('apply.courses')}>
        <ul className={styles.courses}>
          {list.map((course) => (
            <li key={course.courseId}>
              <button
                type="button"
                className={styles.courseButton}
                aria-current={course.courseId === chosen.courseId}
                onClick={() => setSearch({ courseId: course.courseId })}
              >
                <span className={styles.courseTitle} dir="auto">
                  {pickText(course.title, language)}
                </span>
                <span className={styles.courseState}>
                  <bdi>{course.exam.levelName}</bdi> ·{' '}
                  {t(course.allMet ? 'apply.allMet' : 'apply.someMissing')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <ApplyPanel key={chosen.courseId} courseId={chosen.courseId} />
    </div>
  );
}

/**
 * `/pages/cert/apply` (`?courseId=`): the learner's courses that prepare an exam level; for the
 * chosen one, each condition with the learner's own figure and what is missing, the names to
 * print, and the application.
 */
export default function CertApplyPage() {
  const { t } = useTranslation('certs');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('apply.title')}</h1>
          <p className={styles.intro}>{t('apply.intro')}</p>
          <CertApply />
        </div>
      )}
    </RequireLogin>
  );
}
