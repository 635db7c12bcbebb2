import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemAnswer } from '@qiao/contracts/exams';
import { saveMockExamAnswer } from '@qiao/contracts/exams-calls';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/call-api';
import {
  readPending,
  withoutSaved,
  writePending,
  type PendingAnswers,
} from '../rules/pending-answers';

export type SaveState = 'saved' | 'saving' | 'offline';

/** Failures worth trying again: the answer is fine, the way to the server is not. */
const RETRIED = new Set(['network', 'timeout', 'service', 'unreadable', 'login']);
const RETRY_MS = 3000;
/** Keystrokes of a written character are sent together once the learner pauses. */
const PAUSE_MS = 350;

interface SaverEvents {
  /** The server's seconds left in the section, from each saved answer. */
  onSecondsLeft: (seconds: number | null) => void;
  /** The server refused an answer (its section is over): the page reads the attempt again. */
  onRefused: () => void;
}

/**
 * Saves answers as they are given, one at a time, keeping each in the browser's storage until the
 * server has it: offline, answers wait and are sent again every few seconds and when the browser
 * is back online; after a reload, the waiting ones are sent first.
 */
export function useAnswerSaver(attemptId: string, events: SaverEvents) {
  const [pending, setPending] = useState<PendingAnswers>(() =>
    readPending(localStorage, attemptId),
  );
  const [state, setState] = useState<SaveState>('saved');
  const pendingRef = useRef(pending);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  const keep = useCallback(
    (next: PendingAnswers) => {
      pendingRef.current = next;
      writePending(localStorage, attemptId, next);
      setPending(next);
    },
    [attemptId],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const [entry] = Object.entries(pendingRef.current);
        if (!entry) {
          setState('saved');
          return;
        }
        const [itemId, answer] = entry;
        setState('saving');
        try {
          const saved = await callApi(
            saveMockExamAnswer,
            { attemptId, itemId, answer },
            { silent: true },
          );
          keep(withoutSaved(pendingRef.current, itemId, answer));
          eventsRef.current.onSecondsLeft(saved.secondsLeft);
        } catch (error) {
          if (!(error instanceof ApiError) || RETRIED.has(error.kind)) {
            setState('offline');
            timer.current = setTimeout(() => void flush(), RETRY_MS);
            return;
          }
          // Refused for good (the section's time is over): sending it again cannot help.
          keep(withoutSaved(pendingRef.current, itemId, answer));
          eventsRef.current.onRefused();
        }
      }
    } finally {
      sending.current = false;
    }
  }, [attemptId, keep]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush]);

  const save = useCallback(
    (itemId: string, answer: ItemAnswer) => {
      keep({ ...pendingRef.current, [itemId]: answer });
      setState((now) => (now === 'offline' ? now : 'saving'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), PAUSE_MS);
    },
    [flush, keep],
  );

  /** The answers still waiting, handed in with the paper; forgotten once it is in. */
  const takePending = useCallback(() => pendingRef.current, []);
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    keep({});
  }, [keep]);

  return { pending, state, save, flush, takePending, forget };
}
