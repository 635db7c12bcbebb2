import { useQuery } from '@tanstack/react-query';
import { ordersGet } from '@qiao/contracts/pay-calls';
import { callApi } from '../../../../api/call-api';

/**
 * The learner's orders of one priced course (`OrdersGet`): whether it is theirs, and the order
 * still open for it. Under the pay feature's `['pay']` key, so every move of an order (placed,
 * paid, cancelled) refreshes the course page's button too.
 */
export function useCourseOrders(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pay', 'course', courseId] as const,
    queryFn: ({ signal }) => callApi(ordersGet, { courseId }, { signal, silent: true }),
    enabled: enabled && courseId !== '',
  });
}
