/**
 * The one way the web app talks to the server: JSON in, JSON out, the session cookie along,
 * and every failure turned into an `ApiError` whose message a child or parent can read.
 */

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

export type ApiInit = { method?: string; body?: unknown; signal?: AbortSignal };

function errorFromBody(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && typeof message === 'string') return new ApiError(status, code, message);
    }
  }
  return new ApiError(status, 'unexpected_response', unexpectedResponseMessage);
}

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (cause) {
    // An abort is the caller's own decision, not a failure to show.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', networkErrorMessage);
  }

  let body: unknown;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(response.status, 'unexpected_response', unexpectedResponseMessage);
  }
  if (!response.ok) throw errorFromBody(response.status, body);
  return body as T;
}

/** The message to show for anything thrown while calling the API. */
export function errorMessage(error: unknown, fallback = networkErrorMessage): string {
  return error instanceof ApiError ? error.message : fallback;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
