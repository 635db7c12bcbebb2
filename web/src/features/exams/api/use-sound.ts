import { useCallback, useEffect, useRef, useState } from 'react';

export type ListeningState = 'idle' | 'loading' | 'playing' | 'failed';

/**
 * One item's sound, asked for one play at a time: `address` asks the server for a short-lived
 * address (and may count the play); the sound is fetched once from it into memory and played
 * without controls, so it cannot be scrubbed.
 */
export function useSound(address: () => Promise<string>) {
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
      const response = await fetch(await address(), { credentials: 'same-origin' });
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
  }, [address, stop]);

  return { state, play };
}
