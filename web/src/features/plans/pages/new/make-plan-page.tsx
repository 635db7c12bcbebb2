import { useState } from 'react';
import { Button, Radio, Space } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { RequireLogin } from '../../../../session/require-login';
import { CoursePicker } from '../../components/course-picker';
import { joinLink, makePlanDetailLink } from '../../plans-routes';
import styles from '../../plans.module.css';

type Choice = 'custom' | 'exam' | 'series';

function MakePlan() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(search.get('kind') === 'exam' ? 'exam' : 'custom');
  const [courses, setCourses] = useState<string[]>(search.getAll('course'));
  const kept = choice === 'exam' ? courses.slice(0, 1) : courses.slice(0, PLAN_LIMITS.maxCourses);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('make.title')}</h1>
      <p className={styles.intro}>{t('make.intro', { min: PLAN_LIMITS.minResources })}</p>
      <section className={styles.panel} aria-labelledby="make-kind">
        <h2 id="make-kind" className={styles.sectionTitle}>
          {t('make.kindQuestion')}
        </h2>
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
          aria-labelledby="make-kind"
        >
          <Space orientation="vertical">
            <Radio value="custom">{t('make.kindCustom')}</Radio>
            <Radio value="exam">{t('make.kindExam')}</Radio>
            <Radio value="series">{t('make.kindSeries')}</Radio>
          </Space>
        </Radio.Group>
      </section>
      {choice === 'series' ? (
        <Link to={joinLink()}>
          <Button type="primary">{t('actions.join')}</Button>
        </Link>
      ) : (
        <section className={styles.panel} aria-labelledby="make-courses">
          <h2 id="make-courses" className={styles.sectionTitle}>
            <label htmlFor="make-course-picker">
              {choice === 'exam' ? t('make.examCourse') : t('make.courses')}
            </label>
          </h2>
          <CoursePicker
            id="make-course-picker"
            value={kept}
            onChange={setCourses}
            multiple={choice === 'custom'}
          />
          <div className={styles.toolbar}>
            <Button
              type="primary"
              disabled={kept.length === 0}
              onClick={() => void navigate(makePlanDetailLink(choice, kept))}
            >
              {t('make.next')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

/** `/pages/plan-new/make-plan`: what kind of plan, over which courses (spec: plan creation). */
export default function MakePlanPage() {
  return <RequireLogin>{() => <MakePlan />}</RequireLogin>;
}
