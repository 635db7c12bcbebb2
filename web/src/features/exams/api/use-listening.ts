import { useCallback } from 'react';
import { playMockExamAudio } from '@qiao/contracts/exams-calls';
import { callApi } from '../../../api/call-api';
import { useSound } from './use-sound';

export type { ListeningState } from './use-sound';

/**
 * One listening item of a mock exam: each play is counted by the server before it answers the
 * sound's address, so the sound cannot be replayed past its plays.
 */
export function useListening(
  attemptId: string,
  itemId: string,
  /** Told the plays left after each counted play (the page keeps them across items). */
  onPlaysLeft: (playsLeft: number) => void,
) {
  const address = useCallback(async () => {
    const answer = await callApi(playMockExamAudio, { attemptId, itemId });
    onPlaysLeft(answer.playsLeft);
    return answer.url;
  }, [attemptId, itemId, onPlaysLeft]);
  return useSound(address);
}
