import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Form, Pagination, Skeleton, Table } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@qiao/contracts/limits';
import type { SeriesPlan } from '@qiao/contracts/plans-new';
import { RequireLogin } from '../../../../session/require-login';
import { useSeriesPlan, useSeriesPlans } from '../../api/use-series';
import { useCreatePlan } from '../../api/use-plan-changes';
import { PlanSettingsFields, type PlanSettingsValue } from '../../components/plan-settings-fields';
import { browserTimeZone, todayIn } from '../../rules/local-dates';
import { joinLink, myPlanLink } from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';

function SeriesList() {
  const { t } = useTranslation('plans');
  const [page, setPage] = useState(1);
  const series = useSeriesPlans(page);
  if (series.isPending) return <Skeleton active />;
  const list = series.data?.list ?? [];
  if (list.length === 0) return <Empty description={t('join.none')} />;
  return (
    <>
      <div className={styles.cards}>
        {list.map((plan) => (
          <Card
            key={plan.id}
            title={<TitleText>{plan.title}</TitleText>}
            extra={<Link to={joinLink(plan.id)}>{t('join.open')}</Link>}
          >
            <p dir="auto">{plan.description}</p>
            <p className={styles.muted}>
              {t('join.summary', {
                hours: plan.totalClassHours,
                weeks: plan.weeks,
                days: plan.daysPerWeek,
              })}
            </p>
            {plan.joinedPlanId && <p>{t('join.joined')}</p>}
          </Card>
        ))}
      </div>
      {(series.data?.total ?? 0) > LIMITS.defaultPageSize && (
        <Pagination
          current={page}
          pageSize={LIMITS.defaultPageSize}
          total={series.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

function JoinForm({ series }: { series: SeriesPlan }) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  const create = useCreatePlan();
  const [settings, setSettings] = useState<PlanSettingsValue>({
    title: series.title,
    daysPerWeek: series.daysPerWeek,
    startDate: today,
  });
  if (series.joinedPlanId) {
    return (
      <Link to={myPlanLink(series.joinedPlanId)}>
        <Button type="primary">{t('join.openJoined')}</Button>
      </Link>
    );
  }
  return (
    <Form
      layout="vertical"
      onFinish={() =>
        void create
          .mutateAsync({
            title: settings.title.trim() || undefined,
            daysPerWeek: series.daysPerWeek,
            startDate: settings.startDate,
            timeZone,
            seriesPlanId: series.id,
            courses: [],
          })
          .then((plan) => navigate(myPlanLink(plan.id)))
          .catch(() => undefined)
      }
    >
      <PlanSettingsFields value={settings} onChange={setSettings} today={today} fixedDays />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('join.submit')}
      </Button>
    </Form>
  );
}

function SeriesDetail({ id }: { id: string }) {
  const { t } = useTranslation('plans');
  const series = useSeriesPlan(id);
  if (series.isPending) return <Skeleton active />;
  if (!series.data) {
    return (
      <Empty description={t('join.missing')}>
        <Link to={joinLink()}>{t('join.back')}</Link>
      </Empty>
    );
  }
  const plan = series.data;
  return (
    <>
      <h2 className={styles.sectionTitle}>
        <TitleText>{plan.title}</TitleText>
      </h2>
      <p dir="auto">{plan.description}</p>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'days',
            label: t('form.daysPerWeek'),
            children: t('form.days', { count: plan.daysPerWeek }),
          },
          { key: 'hours', label: t('figures.total'), children: plan.totalClassHours },
          {
            key: 'weeks',
            label: t('join.length'),
            children: t('plan.weeks', { count: plan.weeks }),
          },
        ]}
      />
      <Table
        rowKey="courseId"
        size="small"
        pagination={false}
        // On a phone the table scrolls inside itself instead of widening the page.
        scroll={{ x: 'max-content' }}
        dataSource={plan.courses}
        columns={[
          {
            title: t('courses.course'),
            dataIndex: 'title',
            render: (title: string) => <TitleText>{title}</TitleText>,
          },
          {
            title: t('courses.dailyLoad'),
            render: (_, course) => t('courses.perDay', { count: course.dailyLoad }),
          },
          { title: t('figures.total'), dataIndex: 'classHours' },
        ]}
      />
      <section className={styles.panel} aria-labelledby="join-form">
        <h2 id="join-form" className={styles.sectionTitle}>
          {t('join.formTitle')}
        </h2>
        <JoinForm series={plan} />
      </section>
      <Link to={joinLink()}>{t('join.back')}</Link>
    </>
  );
}

/** `/pages/plan-new/join`: pre-made series plans, and with `?id=` one of them to join. */
export default function JoinPage() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const id = (search.get('id') ?? '').trim();
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('join.title')}</h1>
          <p className={styles.intro}>{t('join.intro')}</p>
          {id ? <SeriesDetail id={id} /> : <SeriesList />}
        </div>
      )}
    </RequireLogin>
  );
}
