import type { Logger } from 'pino';

export interface ShutdownStep {
  name: string;
  run(): Promise<void>;
}

/**
 * On SIGTERM or SIGINT, runs the steps in order (stop taking traffic and finish requests in
 * flight, stop jobs, close the database) and exits 0; if they take longer than `timeoutMs`,
 * exits 1 so an orchestrator does not wait forever.
 */
export function installGracefulShutdown(
  steps: ShutdownStep[],
  logger: Logger,
  timeoutMs: number,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown took too long, exiting');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      for (const step of steps) await step.run();
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
