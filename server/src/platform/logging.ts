import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';
import { errorForLog, requestForLog } from './log-serializers';

/** What every logger of the server writes and hides (tests log through the same options). */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: requestForLog, err: errorForLog },
  };
}

/**
 * Structured JSON logs with the request id on every line; cookies, credentials and the words
 * users write never logged (see log-serializers.ts).
 * On an interactive terminal the lines are made readable with pino-pretty.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    ...loggerOptions(config),
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}

/** Where failures that only leave orphan bytes are reported (the app's or the jobs' logger). */
export interface ErrorLog {
  error(fields: object, message: string): void;
}
