import { stdSerializers } from 'pino';

/**
 * How requests and errors are written to the logs. Logs keep what an operator needs to find a
 * failure (method, path, ids, the request id, the SQL, the database's error code) and never the
 * words users wrote: search words, names and note text reach the logs through query strings, the
 * parameters of a failed query and the database's own messages (`invalid input syntax: "…"`).
 */

/** Query values that are not user text: ids, pages, the language, and plain numbers. */
const KEPT_QUERY_KEY = /(^id|Id|Ids)$|^(lang|currentPage|pageCount|pageSize|page|order|tab)$/;
const NUMBER = /^\d{1,20}$/;

/** The request URL with each user-text query value replaced by `~`. */
export function urlForLog(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const kept = [...new URLSearchParams(url.slice(mark + 1))].map(([key, value]) => {
    const shown = KEPT_QUERY_KEY.test(key) || NUMBER.test(value) ? value : '~';
    return `${encodeURIComponent(key)}=${shown === '~' ? '~' : encodeURIComponent(shown)}`;
  });
  return `${url.slice(0, mark)}?${kept.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type QueryError = Error & { query: string; params: unknown[] };
type DatabaseError = Error & { code: string; severity: string; routine?: string };

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' &&
  Array.isArray((error as Partial<QueryError>).params);

const isDatabaseError = (error: Error): error is DatabaseError =>
  typeof (error as Partial<DatabaseError>).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((error as Partial<DatabaseError>).code));

/** The error and its causes, outermost first. */
function chainOf(error: Error): Error[] {
  const chain = [error];
  for (let cause = error.cause; cause instanceof Error && chain.length < 8; cause = cause.cause) {
    chain.push(cause);
  }
  return chain;
}

function safeMessage(error: Error): string {
  if (isQueryError(error)) return `Failed query: ${error.query}`;
  if (isDatabaseError(error)) {
    return `database error ${error.code}${error.routine ? ` in ${error.routine}` : ''}`;
  }
  return error.message;
}

const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * Errors as pino writes them, except that a failure involving the database is written from its
 * SQL, error code and stack frames only: its parameters and messages may quote user text.
 */
export function errorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const chain = chainOf(error);
  if (!chain.some((link) => isQueryError(link) || isDatabaseError(link))) {
    return stdSerializers.err(error);
  }
  const database = chain.find(isDatabaseError);
  return {
    type: error.constructor.name,
    message: chain.map(safeMessage).join(': '),
    stack: chain
      .map((link) => `${link.name}: ${safeMessage(link)}\n${framesOf(link)}`)
      .join('\ncaused by: '),
    ...(database ? { code: database.code } : {}),
  };
}
