import { useState } from 'react';
import { List, Progress } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMyCourseProgress } from '@qiao/contracts/learning';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../../api/call-api';
import { PagedList } from '../../../../../components/paged-list/paged-list';
import { useLanguage } from '../../../../../hooks/use-language';
import { learningKeys } from '../../../../learning/learning-keys';
import { classHourLink, courseLink, MOOC_LIST_ROUTE } from '../../mooc-routes';
import styles from './player.module.css';

/** The personal centre's "my MOOCs": enrolled courses with their progress and a way back in. */
export function MyCourses() {
  const { t } = useTranslation('player');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const courses = useQuery({
    queryKey: learningKeys.myCourses(language, page),
    queryFn: ({ signal }) =>
      callApi(getMyCourseProgress, pageRequest(page), { signal, silent: true }),
  });
  return (
    <PagedList
      query={courses}
      page={page}
      onPage={setPage}
      empty={{
        text: t('myCourses.empty'),
        browse: { to: MOOC_LIST_ROUTE, label: t('myCourses.browse') },
      }}
    >
      {(list) => (
        <List
          dataSource={list}
          renderItem={(course) => (
            <List.Item
              actions={[
                course.lastClassHourId ? (
                  <Link key="continue" to={classHourLink(course.lastClassHourId)}>
                    {t('myCourses.continue')}
                  </Link>
                ) : (
                  <Link key="open" to={courseLink(course.id)}>
                    {t('myCourses.open')}
                  </Link>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <Link to={courseLink(course.id)} dir="auto">
                    {course.title}
                  </Link>
                }
                description={
                  <div className={styles.myCourse}>
                    <Progress percent={course.percent} aria-label={course.title} />
                    <span>
                      {t('myCourses.hours', {
                        done: course.classHoursDone,
                        count: course.classHoursTotal,
                      })}
                    </span>
                  </div>
                }
              />
            </List.Item>
          )}
        />
      )}
    </PagedList>
  );
}
