import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../server/app.ts';

/**
 * The one way the web app talks to the server: Hono's RPC client typed by the server's own
 * routes (`AppType`), so a renamed field or path fails the web app's type check. `answer()`
 * turns every call into its success body, or an `ApiError` whose message a child or parent can read.
 */
export const client = hc<AppType>('/api', {
  headers: { accept: 'application/json' },
  init: { credentials: 'same-origin' },
});

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const unexpectedResponseMessage = 'Unerwartete API-Antwort';
export const networkErrorMessage = 'Ein Fehler ist aufgetreten';

/** The body a route answers with a 2xx status (its error answers become `ApiError`s). */
export type Success<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = body.error;
    if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
      const { code, message } = error;
      if (typeof code === 'string' && typeof message === 'string') return new ApiError(status, code, message);
    }
  }
  return new ApiError(status, 'unexpected_response', unexpectedResponseMessage);
}

/** Waits for a call of `client` and answers its success body; throws `ApiError` otherwise. */
export async function answer<R extends ClientResponse<unknown, number, 'json'>>(request: Promise<R>): Promise<Success<R>> {
  let response: R;
  try {
    response = await request;
  } catch (cause) {
    // An abort is the caller's own decision, not a failure to show.
    if (isAbort(cause)) throw cause;
    throw new ApiError(0, 'network_error', networkErrorMessage);
  }

  let body: unknown;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiError(response.status, 'unexpected_response', unexpectedResponseMessage);
  }
  if (!response.ok) throw errorFromBody(response.status, body);
  // The server's routes are the type; what arrives is their JSON.
  return body as Success<R>;
}

/** Per-call options with an abort signal (merged into the shared ones). */
export function withSignal(signal: AbortSignal | undefined) {
  return { init: { signal } };
}

/** The message to show for anything thrown while calling the API. */
export function errorMessage(error: unknown, fallback = networkErrorMessage): string {
  return error instanceof ApiError ? error.message : fallback;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
