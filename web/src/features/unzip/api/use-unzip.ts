import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getUnzipTask,
  unzipFile,
  UNZIP_LIMITS,
  type UnzipMode,
  type UnzipTask,
} from '@qiao/contracts/unzip';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/call-api';
import { refreshDrive } from '../../drive/drive-keys';

export interface UnzipStart {
  unzipMode: UnzipMode;
  userFileId: string;
  filePath?: string;
}

/** The task ended in failure; its message is the server's, already translated. */
class UnzipFailed extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cancelled = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof ApiError && error.kind === 'aborted');

/**
 * Sends an unzip and follows its task until it is done or failed (spec §4 Unzip), as one
 * mutation: pending while the job runs, its progress kept for the dialog. A failure is kept as
 * text (the dialog stays open); success refreshes lists and quota. Closing the dialog stops the
 * polling, not the job.
 */
export function useUnzip(onSuccess: () => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UnzipTask>();
  // Polling ends when the dialog goes (a development remount sets this back at once).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useMutation({
    mutationFn: async (input: UnzipStart) => {
      setProgress(undefined);
      const { taskId } = await callApi(unzipFile, input, { silent: true });
      for (;;) {
        await pause(UNZIP_LIMITS.pollMs);
        if (!mounted.current) throw new DOMException('cancelled', 'AbortError');
        const task = await callApi(getUnzipTask, { taskId });
        setProgress(task);
        if (task.state === 'done') return task;
        if (task.state === 'failed') throw new UnzipFailed(task.message ?? '');
      }
    },
    onSuccess: () => onSuccess(),
    onSettled: () => refreshDrive(queryClient),
  });

  return {
    start: (input: UnzipStart) => run.mutate(input),
    running: run.isPending,
    progress: run.isPending ? progress : undefined,
    failure: run.error && !cancelled(run.error) ? run.error.message : undefined,
  };
}
