import { useQuery } from '@tanstack/react-query';
import { getContinueLearning } from '@qiao/contracts/learning';
import { callApi } from '../../../../../api/call-api';
import { useLanguage } from '../../../../../hooks/use-language';
import { learningKeys } from '../../../../learning/learning-keys';

/** The class hour a signed-in learner opened last (null before they start a course). */
export function useContinueLearning(signedIn: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: learningKeys.continue(language),
    queryFn: ({ signal }) => callApi(getContinueLearning, {}, { signal, silent: true }),
    enabled: signedIn,
  });
}
