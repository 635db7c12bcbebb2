import { execFile } from 'node:child_process';

let available: Promise<boolean> | undefined;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('ffprobe', args, { timeout: 15_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/** Whether ffprobe can be run here (asked once per process). */
export function ffprobeAvailable(): Promise<boolean> {
  available ??= run(['-version']).then(
    () => true,
    () => false,
  );
  return available;
}

/**
 * The duration of a video or audio file in whole seconds (rounded up, so a 7.2 s clip is never
 * shown as 7 s and "finished" early), or undefined when ffprobe is missing or cannot read it.
 */
export async function probeDurationSeconds(file: string): Promise<number | undefined> {
  if (!(await ffprobeAvailable())) return undefined;
  try {
    const out = await run([
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'default=noprint_wrappers=1:nokey=1',
      file,
    ]);
    const seconds = Number.parseFloat(out.trim());
    return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
  } catch {
    return undefined;
  }
}
