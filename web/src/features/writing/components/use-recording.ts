import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays a recorded syllable (an MP3 of `/api/writing/sound`) with one HTMLAudioElement: a second
 * play stops the first. `failed` says the last one could not play (offline, no MP3 decoder).
 */
export function useRecording() {
  const audio = useRef<HTMLAudioElement | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  const play = useCallback((address: string) => {
    audio.current?.pause();
    const player = new Audio(address);
    audio.current = player;
    setFailed(false);
    player.play().catch((error: unknown) => {
      // A play stopped by the next one is not a failure.
      if (
        audio.current === player &&
        !(error instanceof DOMException && error.name === 'AbortError')
      ) {
        setFailed(true);
      }
    });
  }, []);
  return { play, failed };
}
