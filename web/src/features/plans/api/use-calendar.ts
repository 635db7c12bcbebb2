import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCalendarData } from '@qiao/contracts/plans-old';
import { getMyPlanCalendar, myPlanListCalendarByDates } from '@qiao/contracts/plans-new';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { planKeys } from '../plans-keys';

/**
 * The learning calendar's days from `from` to `to` over every running plan (a month grid or a
 * week), or one plan's month when a plan is chosen.
 */
export function useCalendarDays(
  planId: string | null,
  month: string,
  range: { from: string; to: string },
  face: 'new' | 'old',
) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planId
      ? [...planKeys.month(language, planId, month), face]
      : planKeys.dates(language, range.from, range.to),
    queryFn: async ({ signal }) => {
      if (!planId) {
        return callApi(myPlanListCalendarByDates, range, { signal, silent: true });
      }
      // The old calendar page reads through the old planner's call, the new one through its own.
      const contract = face === 'old' ? getCalendarData : getMyPlanCalendar;
      return callApi(contract, { planId, month }, { signal, silent: true });
    },
    placeholderData: keepPreviousData,
  });
}
