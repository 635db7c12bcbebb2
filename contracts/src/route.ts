import type { z } from 'zod';

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
  /** Only users with one of these roles may call it (others get "forbidden"). */
  roles?: readonly ('teacher' | 'admin')[];
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
