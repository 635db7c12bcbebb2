import { pino, type Logger } from 'pino';
import type { Config } from '../config';

/**
 * Structured JSON logs with the request id on every line; cookies and credentials never logged.
 * On an interactive terminal the lines are made readable with pino-pretty.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
