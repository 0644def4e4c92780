import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of the API: `{ error: { code, message } }`, message in German. */
export type ErrorBody = { error: { code: string; message: string } };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}
