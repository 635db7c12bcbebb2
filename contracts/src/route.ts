import type { z } from 'zod';
import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST';

/**
 * One API call described as data. The server registers it (validation, OpenAPI) and the web
 * client calls it (types, timeout, login handling) from the same object.
 */
export interface RouteContract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
  NoLogin extends boolean = boolean,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  body?: Body;
  query?: Query;
  /** Schema of `data` inside the envelope. */
  data: Data;
  /** Callable without a session: a 401 from it never opens the login prompt. */
  noLogin?: NoLogin;
  /**
   * What the caller must be allowed to do on every thing of a kind, e.g. `['manage', 'User']`
   * (permissions.ts); others get "forbidden".
   */
  permission?: Permission;
  /** Sent without cookies (spec: calls "marked without cookie"). */
  withoutCookie?: boolean;
  /** File-space calls use the shorter file-space timeout. */
  fileSpace?: boolean;
}

export function defineRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
  NoLogin extends boolean = false,
>(contract: RouteContract<Body, Query, Data, NoLogin>): RouteContract<Body, Query, Data, NoLogin> {
  return contract;
}

export type RouteInput<R extends RouteContract> = (R['body'] extends z.ZodType
  ? z.input<R['body']>
  : unknown) &
  (R['query'] extends z.ZodType ? z.input<R['query']> : unknown);

export type RouteData<R extends RouteContract> = z.output<R['data']>;
