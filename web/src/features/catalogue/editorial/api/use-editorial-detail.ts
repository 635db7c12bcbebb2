import { useMutation, useQuery } from '@tanstack/react-query';
import {
  getAudioCard,
  getCaseDetailLocal,
  getExploreChinaInfo,
  getNewsInfo,
  getNoticeInfo,
  getRainbowInfo,
  getRoadDetail,
  getRoadDetailMenu,
  getRoadDownloadAll,
  getRoadResource,
} from '@qiao/contracts/catalogue-editorial';
import { pageRequest } from '@qiao/contracts/pagination';
import type { RouteInput } from '@qiao/contracts/route';
import { useLanguage } from '../../../../hooks/use-language';
import { callApi } from '../../../../api/call-api';
import { editorialKeys } from '../editorial-keys';
import { saveLink } from './save-link';

/** Calls that open one piece of content by id. */
export const EDITORIAL_DETAILS = {
  news: getNewsInfo,
  notice: getNoticeInfo,
  case: getCaseDetailLocal,
  road: getRoadDetail,
  roadMenu: getRoadDetailMenu,
  rainbow: getRainbowInfo,
  explore: getExploreChinaInfo,
} as const;
export type EditorialDetail = keyof typeof EDITORIAL_DETAILS;

/**
 * One item by id. Opening counts a view on the server, so it is read once per visit and not
 * retried: a "not found" is an answer, not a glitch. Its message is shown by the page, not toasted.
 */
export function useEditorialDetail<D extends EditorialDetail>(name: D, id: string | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: editorialKeys.detail(name, id ?? '', language),
    queryFn: ({ signal }) =>
      // Every detail call takes `{ id }`; TypeScript cannot see that through the generic key.
      callApi(
        EDITORIAL_DETAILS[name],
        { id: id ?? '' } as RouteInput<(typeof EDITORIAL_DETAILS)[D]>,
        {
          signal,
          silent: true,
        },
      ),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
  });
}

/** A road item's attachments; their signed addresses are short-lived, so they are read fresh. */
export function useRoadResources(id: string, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: editorialKeys.detailPage('roadResources', id, page, language),
    queryFn: ({ signal }) =>
      callApi(getRoadResource, { id, ...pageRequest(page) }, { signal, silent: true }),
    retry: false,
  });
}

/** Asks for the zip's signed address, then lets the browser download it. */
export function useRoadDownloadAll() {
  return useMutation({
    mutationFn: async (id: string) => {
      const link = await callApi(getRoadDownloadAll, { id });
      saveLink(link);
      return link;
    },
  });
}

export function useAudioCards(categoryId: string | undefined, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: editorialKeys.detailPage('cards', categoryId ?? '', page, language),
    queryFn: ({ signal }) =>
      callApi(
        getAudioCard,
        { id: categoryId ?? '', ...pageRequest(page) },
        { signal, silent: true },
      ),
    enabled: Boolean(categoryId),
    retry: false,
  });
}
