import type { ApiResponse, ApiSuccess, FieldErrors } from '@atrium/contract/api';
import { Messages } from '@atrium/contract/messages';
import { clearSession, getAccessToken } from './session';

/** Every API path is relative to this base (spec 1 §7). */
export const API_BASE = '/api';

/**
 * A failed call: the HTTP status (0 when the server was not reached), a message, field errors,
 * and whether the message is the server's own (else it is the HTTP status text or ours).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly fromServer: boolean;
  constructor(status: number, message: string, errors: FieldErrors = {}, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
  }

  /** The message of one field, when the server named it. */
  field(name: string): string | undefined {
    return this.errors[name];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message to show for a failure (spec 1 §8): the server's when it sent one, else the
 * screen's default, never a bare HTTP status text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Undefined, null and '' values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * Admin calls (the default) send the bearer token, and a 401 signs the user out. Sign-in,
   * forgot and reset calls set this to false: their 401 is an answer, not an expired session.
   */
  auth?: boolean;
  signal?: AbortSignal;
};

/** What happens on a 401 from an admin call; the admin layout installs one that toasts and navigates. */
type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined') window.location.assign('/admin/login');
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Calls the API and returns the success envelope; any failure throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const token = auth ? getAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, Messages.networkError);
  }

  let envelope: ApiResponse<T> | null = null;
  if (response.status !== 204) {
    try {
      envelope = (await response.json()) as ApiResponse<T>;
    } catch {
      envelope = null;
    }
  }

  if (!response.ok || !envelope || envelope.success !== true) {
    const failure = envelope && envelope.success === false ? envelope : null;
    const message = failure?.message || response.statusText || `The request failed (HTTP ${response.status}).`;
    const error = new ApiError(
      response.ok ? 500 : response.status,
      message,
      failure?.errors ?? {},
      Boolean(failure?.message),
    );
    if (response.status === 401 && auth) {
      clearSession();
      onUnauthorized(message);
    }
    throw error;
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
