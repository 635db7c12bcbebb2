import { useQuery } from '@tanstack/react-query';
import { queryFontInfo } from '@qiao/contracts/writing-calls';
import { callApi } from '../../../api/call-api';
import { gameKeys } from '../games-keys';

/**
 * A character's strokes in writing order, from the writing tool's queryFontInfo (public, sent
 * without cookies). A failure leaves the race without instant answers, not without a game.
 */
export function useWrittenStrokes(char: string) {
  return useQuery({
    queryKey: gameKeys.writtenStrokes(char),
    queryFn: async ({ signal }) => {
      const info = await callApi(queryFontInfo, { char }, { signal, silent: true });
      return info.strokeData.strokes;
    },
    staleTime: Infinity,
    retry: false,
  });
}
