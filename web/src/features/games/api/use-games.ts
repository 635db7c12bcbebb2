import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  finishGameRound,
  getGameBest,
  getGamesList,
  startGameRound,
} from '@qiao/contracts/games-calls';
import type { GameId } from '@qiao/contracts/games';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { useCurrentUser } from '../../../session/use-current-user';
import { gameKeys } from '../games-keys';

/** The six games with the learner's best scores (per signed-in user: the key holds the user). */
export function useGamesList() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...gameKeys.list, user?.uid ?? null],
    queryFn: ({ signal }) => callApi(getGamesList, {}, { signal, silent: true }),
  });
}

export function useGameBest(game: GameId, level: number) {
  return useQuery({
    queryKey: gameKeys.best(game, level),
    queryFn: ({ signal }) => callApi(getGameBest, { game, level }, { signal, silent: true }),
  });
}

/** A new round; the frame asks once per game played. */
export function useStartRound() {
  return useMutation({
    mutationFn: (input: RouteInput<typeof startGameRound>) => callApi(startGameRound, input),
  });
}

/** Sends a finished round; the best tables are read again once it is scored. */
export function useFinishRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof finishGameRound>) => callApi(finishGameRound, input),
    onSuccess: () => client.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
