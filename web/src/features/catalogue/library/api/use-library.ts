import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as calls from '@qiao/contracts/catalogue-library';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import type { Language } from '@qiao/contracts/languages';
import { useLanguage } from '../../../../hooks/use-language';
import { libraryKeys } from '../library-keys';

/**
 * Every library read, keyed by the interface language too: texts arrive already in that
 * language, so switching language fetches them again. Failures are shown by each page.
 */
const silent = { silent: true } as const;

function useLibraryQuery<T>(
  keyIn: (language: Language) => readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: keyIn(language),
    queryFn: ({ signal }) => fetcher(signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useWeikeList = (page: number) =>
  useLibraryQuery(
    (language) => libraryKeys.weikeList(language, page),
    (signal) => callApi(calls.weikeList, pageRequest(page), { ...silent, signal }),
  );

export const useWeikeSeriesList = (page: number) =>
  useLibraryQuery(
    (language) => libraryKeys.seriesList(language, page),
    (signal) => callApi(calls.weikeSeriesList, pageRequest(page), { ...silent, signal }),
  );

export const useWeikeSeries = (id: string) =>
  useLibraryQuery(
    (language) => libraryKeys.series(language, id),
    (signal) => callApi(calls.weikeSeriesDetail, { id }, { ...silent, signal }),
    Boolean(id),
  );

export const useWeikeDetail = (id: string) =>
  useLibraryQuery(
    (language) => libraryKeys.weike(language, id),
    (signal) => callApi(calls.weikeDetail, { id }, { ...silent, signal }),
    Boolean(id),
  );

export const useCategories = () =>
  useLibraryQuery(libraryKeys.categories, (signal) =>
    callApi(calls.categoryList, {}, { ...silent, signal }),
  );

export const useCategoryVideos = (cid: string | undefined, page: number) =>
  useLibraryQuery(
    (language) => libraryKeys.categoryVideos(language, cid, page),
    (signal) =>
      callApi(
        calls.getVideoListByCid,
        { cid: cid ?? '', ...pageRequest(page) },
        { ...silent, signal },
      ),
    Boolean(cid),
  );

export const useVideoDetail = (id: string) =>
  useLibraryQuery(
    (language) => libraryKeys.video(language, id),
    (signal) => callApi(calls.videoDetail, { id }, { ...silent, signal }),
    Boolean(id),
  );

export const useBroadcast = (id: string) =>
  useLibraryQuery(
    (language) => libraryKeys.broadcast(language, id),
    (signal) => callApi(calls.broadcastDetail, { id }, { ...silent, signal }),
    Boolean(id),
  );

export const useLocalResources = (type: calls.LocalResourceType, page: number) =>
  useLibraryQuery(
    (language) => libraryKeys.localList(language, type, page),
    (signal) =>
      callApi(calls.getLocalResourceList, { type, ...pageRequest(page) }, { ...silent, signal }),
  );

export const useLocalResource = (id: string) =>
  useLibraryQuery(
    (language) => libraryKeys.local(language, id),
    (signal) => callApi(calls.getLocalResourceDetail, { id }, { ...silent, signal }),
    Boolean(id),
  );

/**
 * A signed address to play or read `id`. It is asked for when the page opens and again after
 * it lapses (a page left open past `expiresAt` gets a fresh one when it refetches).
 */
export function usePlayAuth(id: string, kind: 'play' | 'local', enabled = true) {
  const { language } = useLanguage();
  const contract = kind === 'play' ? calls.getPlayAuth : calls.getLocalPlayAuth;
  return useQuery({
    queryKey: libraryKeys.playAuth(language, kind, id),
    queryFn: ({ signal }) => callApi(contract, { id }, { ...silent, signal }),
    enabled: enabled && Boolean(id),
    retry: false,
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : 0;
      return Math.max(0, expiresAt - Date.now() - 60_000);
    },
    refetchOnWindowFocus: false,
  });
}
