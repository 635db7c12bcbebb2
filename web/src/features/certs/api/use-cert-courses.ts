import { useQuery } from '@tanstack/react-query';
import { getCertConditions, getCertCourses } from '@qiao/contracts/certs-calls';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { certKeys } from '../certs-keys';

/** The learner's courses that prepare an exam level, with their conditions. */
export function useCertCourses() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: certKeys.courses(language),
    queryFn: ({ signal }) => callApi(getCertCourses, {}, { signal, silent: true }),
  });
}

/** One course's conditions, the name given before its exam, and its application or certificate. */
export function useCertConditions(courseId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: certKeys.conditions(language, courseId),
    queryFn: ({ signal }) => callApi(getCertConditions, { courseId }, { signal, silent: true }),
    enabled: courseId !== '',
  });
}
