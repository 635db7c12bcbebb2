import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The section's clock: counts down locally from the server's seconds left, and starts again from
 * each new figure the server gives (every saved answer carries one). `onZero` runs once per figure.
 */
export function useCountdown(initialSeconds: number | null, onZero: () => void) {
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialSeconds === null ? null : Date.now() + initialSeconds * 1000,
  );
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef<number | null>(null);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    if (deadline === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [deadline]);

  const secondsLeft = deadline === null ? null : Math.max(0, (deadline - now) / 1000);

  useEffect(() => {
    if (deadline !== null && secondsLeft === 0 && fired.current !== deadline) {
      fired.current = deadline;
      onZeroRef.current();
    }
  }, [deadline, secondsLeft]);

  const sync = useCallback((seconds: number | null) => {
    const at = Date.now();
    setNow(at);
    setDeadline(seconds === null ? null : at + seconds * 1000);
  }, []);

  return { secondsLeft, sync };
}
