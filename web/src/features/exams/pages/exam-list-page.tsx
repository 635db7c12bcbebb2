import { Alert, Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EXAM_FAMILIES, EXAM_LEVELS, levelName, type ExamFamily } from '@qiao/contracts/exams';
import { useAppInfo } from '../../../api/use-app-info';
import { useMockPapers, useYctCategory } from '../api/use-papers';
import { PaperCard } from '../components/paper-card';
import { YctCourses } from '../components/yct-courses';
import styles from '../exams.module.css';

function FamilyPapers({ family }: { family: ExamFamily }) {
  const { t } = useTranslation('exams');
  const papers = useMockPapers();
  const yct = useYctCategory();
  if (papers.isPending) return <Skeleton active />;
  if (papers.isError) return <Alert type="error" showIcon title={t('list.failed')} />;
  const ofFamily = papers.data.list.filter((paper) => paper.family === family);
  return (
    <>
      {EXAM_LEVELS[family].map((level) => {
        const name = levelName(family, level);
        const ofLevel = ofFamily.filter((paper) => paper.level === level);
        const courses =
          family === 'yct' ? yct.data?.list.find((entry) => entry.level === level) : undefined;
        return (
          <section key={level} aria-labelledby={`exam-level-${family}-${level}`}>
            <h2 id={`exam-level-${family}-${level}`} className={styles.sectionTitle}>
              <bdi dir="ltr">{name}</bdi>
            </h2>
            {ofLevel.length === 0 ? (
              <p className={styles.muted}>{t('list.noPapers')}</p>
            ) : (
              <div className={styles.cards}>
                {ofLevel.map((paper) => (
                  <PaperCard key={paper.id} paper={paper} />
                ))}
              </div>
            )}
            {courses && <YctCourses level={level} levelName={name} count={courses.courseCount} />}
          </section>
        );
      })}
      {ofFamily.length === 0 && <Empty description={t('list.noPapers')} />}
    </>
  );
}

/** `/pages/exam/list`: the mock papers of HSK and YCT, level by level (`?family=` opens one). */
export default function ExamListPage() {
  const { t } = useTranslation('exams');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('family');
  const family: ExamFamily = EXAM_FAMILIES.find((one) => one === asked) ?? 'yct';
  const { data: info } = useAppInfo();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      {info?.examSiteUrl && (
        <p>
          <a href={info.examSiteUrl} target="_blank" rel="noopener noreferrer">
            {t('list.officialSite')}
          </a>
        </p>
      )}
      <Tabs
        activeKey={family}
        onChange={(key) => setSearch({ family: key }, { replace: true })}
        items={EXAM_FAMILIES.map((one) => ({
          key: one,
          label: t(`families.${one}`),
          children: <FamilyPapers family={one} />,
        }))}
      />
    </div>
  );
}
