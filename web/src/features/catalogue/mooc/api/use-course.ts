import { useQuery } from '@tanstack/react-query';
import {
  getContent,
  getMoocDataDetailNew,
  getMukeInfoMore,
  getMukeRelation,
  getPeriodList,
  getTeachingListByPeriod,
} from '@qiao/contracts/catalogue-mooc';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import { moocKeys } from '../mooc-keys';

/**
 * A course page's reads. They are silent: a missing or hidden course shows its own "not found"
 * on the page, in place of the page, rather than a toast over an empty one.
 */

export function useCourse(id: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.detail(language, id),
    queryFn: ({ signal }) => callApi(getMoocDataDetailNew, { id }, { signal, silent: true }),
    enabled: id !== '',
  });
}

export function useCourseMore(id: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.more(language, id),
    queryFn: ({ signal }) => callApi(getMukeInfoMore, { mukeId: id }, { signal, silent: true }),
    enabled: id !== '',
  });
}

export function useRelatedCourses(id: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.related(language, id),
    queryFn: ({ signal }) => callApi(getMukeRelation, { mukeId: id }, { signal, silent: true }),
    enabled: id !== '',
  });
}

export function useClassHour(id: string | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.classHour(language, id ?? ''),
    queryFn: ({ signal }) =>
      callApi(getContent, { classHourId: id ?? '' }, { signal, silent: true }),
    enabled: Boolean(id),
  });
}

export function useChapter(id: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: moocKeys.chapter(language, id),
    queryFn: ({ signal }) => callApi(getPeriodList, { chapterId: id }, { signal, silent: true }),
    enabled: id !== '',
  });
}

/**
 * Where a class hour sits, from the course outline (open to all who see the course): what a
 * locked class hour's page shows in place of its contents.
 */
export function useClassHourPlace(id: string, enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...moocKeys.classHour(language, id), 'place'] as const,
    queryFn: ({ signal }) =>
      callApi(getTeachingListByPeriod, { periodId: id }, { signal, silent: true }),
    enabled: enabled && id !== '',
  });
}
