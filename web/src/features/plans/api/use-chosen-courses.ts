import { useQueries } from '@tanstack/react-query';
import { getMoocDataDetailNew } from '@qiao/contracts/catalogue-mooc';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { planKeys } from '../plans-keys';

/** The courses a plan form was opened with: their names and class hours. */
export function useChosenCourses(ids: readonly string[]) {
  const { language } = useLanguage();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...planKeys.courses(language, ''), 'detail', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getMoocDataDetailNew, { id }, { signal, silent: true }),
    })),
  });
}
