import { useCallback, useEffect, useRef, useState } from 'react';
import { playMockExamAudio } from '@qiao/contracts/exams-calls';
import { callApi } from '../../../api/call-api';

export type ListeningState = 'idle' | 'loading' | 'playing' | 'failed';

/**
 * One listening item's sound: each play is counted by the server, which answers a short-lived
 * address; the sound is fetched once from it into memory and played without controls, so it can
 * be neither scrubbed nor replayed past its plays.
 */
export function useListening(
  attemptId: string,
  itemId: string,
  /** Told the plays left after each counted play (the page keeps them across items). */
  onPlaysLeft: (playsLeft: number) => void,
) {
  const [state, setState] = useState<ListeningState>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);
  // Leaving the item stops its sound.
  useEffect(() => stop, [stop]);

  const play = useCallback(async () => {
    setState('loading');
    try {
      const answer = await callApi(playMockExamAudio, { attemptId, itemId });
      onPlaysLeft(answer.playsLeft);
      const response = await fetch(answer.url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`sound answered ${response.status}`);
      stop();
      objectUrl.current = URL.createObjectURL(await response.blob());
      const sound = new Audio(objectUrl.current);
      audio.current = sound;
      sound.onended = () => setState('idle');
      sound.onerror = () => setState('failed');
      setState('playing');
      await sound.play();
    } catch {
      setState('failed');
    }
  }, [attemptId, itemId, onPlaysLeft, stop]);

  return { state, play };
}
