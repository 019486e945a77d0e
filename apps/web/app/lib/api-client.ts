import type { ApiResponse, ApiSuccess, FieldErrors } from '@atrium/contract/api';
import { type Answer, type CallInput, type Endpoint, pathOf } from '@atrium/contract/endpoint';
import { refreshSession, SESSION_HEADER } from '@atrium/contract/endpoints/auth';
import { Messages } from '@atrium/contract/messages';
import { StepUpMessages } from '@atrium/contract/step-up';
import { fileParts } from './media-choice';
import { clearSession, getAccessToken, isLoggedIn, setAccessToken, setStoredUser } from './session';

/** Every API path is relative to this base (requirements 1 §7). */
export const API_BASE = '/api';

/**
 * A failed call: the HTTP status (0 when the server was not reached), a message, field errors,
 * and whether the message is the server's own (else it is the HTTP status text or ours).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly fromServer: boolean;
  /** What a failure carries beside its message: a stale save's record as it is now (412, decision 083). */
  readonly data: unknown;
  constructor(status: number, message: string, errors: FieldErrors = {}, fromServer = false, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
    this.data = data;
  }

  /** The message of one field, when the server named it. */
  field(name: string): string | undefined {
    return this.errors[name];
  }
}

/**
 * The message to show for a failure (requirements 1 §8): the server's when it sent one, else the
 * screen's default, never a bare HTTP status text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer) return error.message;
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value, sent as JSON, or as multipart when one of its values is a File (`toMultipart`). */
  body?: unknown;
  /** Undefined, null and '' values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * Admin calls (the default) send the bearer token, and a 401 signs the user out. Sign-in,
   * forgot and reset calls set this to false: their 401 is an answer, not an expired session.
   */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Told how much of a multipart body has gone out. fetch cannot report an upload's progress,
   * so a multipart body with this set goes through XMLHttpRequest, which streams the files from
   * disk as fetch does (nothing is read into memory) and reports as it sends.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * The call ends every earlier token of the user and answers this session's new one in
   * `data.access` (a password change), which is stored before the call resolves. Meanwhile a
   * call refused with the old token waits for it and goes again with the new one, rather than
   * renewing with the refresh cookie the change has just ended (decision 061).
   */
  replacesToken?: boolean;
  /** Decision 068: already sent again after a step-up (so a 403 now is not asked about twice). */
  steppedUp?: boolean;
  /** The record's version the save was made against (decision 083): sent as If-Match. */
  ifMatch?: string;
};

/** Bytes of a request body sent so far, out of its total. */
export type UploadProgress = { loaded: number; total: number };

/**
 * What happens when an admin call's session has ended and the refresh cookie cannot renew it
 * (decision 026). The admin layout installs one that opens a sign-in dialog over the screen and
 * resolves true once the same user has signed in again: the call is then sent again.
 */
type UnauthorizedHandler = (message: string) => Promise<boolean> | boolean | void;
let onUnauthorized: UnauthorizedHandler = () => {
  clearSession();
  if (typeof window !== 'undefined') window.location.assign('/admin/login');
  return false;
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

/**
 * Decision 068: what happens when a call needs the session's sudo window (a 403 with
 * StepUpMessages.required). The admin layout installs one that asks for the password or a code
 * over the screen and resolves true once the window is open: the call is then sent again, so
 * nothing the user typed is lost. Without one (or when it answers false) the 403 stands.
 */
type StepUpHandler = () => Promise<boolean>;
let onStepUpRequired: StepUpHandler | null = null;
/** The one step-up dialog open in this tab; every call refused meanwhile waits for it. */
let steppingUp: Promise<boolean> | null = null;

export function setStepUpHandler(handler: StepUpHandler): () => void {
  const previous = onStepUpRequired;
  onStepUpRequired = handler;
  return () => {
    onStepUpRequired = previous;
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

/** The call replacing the token (`replacesToken`) under way in this tab, settled once it answered. */
let replacing: Promise<void> | null = null;

/** The one session renewal under way in this tab; every 401 meanwhile waits for it. */
let renewing: Promise<boolean> | null = null;
/** The one sign-in dialog open in this tab; every 401 meanwhile waits for it. */
let signingInAgain: Promise<boolean> | null = null;

/** Runs `work` holding the browser's lock shared by this site's tabs, or alone without Web Locks. */
function withSessionLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('atrium-session-refresh', work) : work();
}

/**
 * Renews the access token with the refresh cookie (decision 026): one request at a time across
 * tabs, since a refresh token presented twice ends the session. `failedToken` is the token a call
 * was refused with: when another tab (or call) renewed it meanwhile, its token is used as it is.
 */
export function renewSession(failedToken: string | null): Promise<boolean> {
  renewing ??= withSessionLock(async () => {
    // A password change under way answers a new token; the refresh cookie it ends cannot.
    if (replacing) await replacing;
    const current = getAccessToken();
    if (current && current !== failedToken) return true;
    try {
      const { data } = await call(refreshSession, {});
      setAccessToken(data.access);
      setStoredUser(data.user);
      return true;
    } catch {
      return false;
    }
  }).finally(() => {
    renewing = null;
  });
  return renewing;
}

/** What came back, whichever way the request went: the status and the body's text (null for 204). */
type RawAnswer = { ok: boolean; status: number; statusText: string; text: string | null };

type Outgoing = { method: string; headers: Headers; body: BodyInit | undefined; signal?: AbortSignal };

async function viaFetch(url: string, request: Outgoing): Promise<RawAnswer> {
  const response = await fetch(url, { ...request, credentials: 'same-origin' });
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    text: response.status === 204 ? null : await response.text().catch(() => null),
  };
}

/**
 * The same request through XMLHttpRequest, for its upload progress events. Rejects as fetch
 * does: an AbortError when `signal` aborts, a TypeError when no answer came.
 */
function viaXhr(url: string, request: Outgoing, onUploadProgress: (progress: UploadProgress) => void) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', abort);
    if (request.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    xhr.open(request.method, url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    };
    // The last progress event may come before the final bytes: the upload's end says it all went.
    xhr.upload.onload = (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.total, total: event.total });
    };
    xhr.onload = () => {
      settle();
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.status === 204 ? null : xhr.responseText,
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The request failed.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    request.signal?.addEventListener('abort', abort);
    xhr.send(request.body as XMLHttpRequestBodyInit | undefined);
  });
}

function parseEnvelope<T>(text: string | null): ApiResponse<T> | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as ApiResponse<T>;
  } catch {
    return null;
  }
}

/**
 * Calls the API and returns the success envelope; any failure throws an ApiError. Screens call
 * `call` with an endpoint of the contract, never a bare path.
 */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  return send<T>(path, options, 0);
}

/** A request; while one that replaces the token is under way, others refused with the old one wait for it. */
async function send<T>(path: string, options: RequestOptions, attempt: number): Promise<ApiSuccess<T>> {
  if (!options.replacesToken || attempt > 0) return sendOnce<T>(path, options, attempt);
  let answered!: () => void;
  const done = new Promise<void>((resolve) => (answered = resolve));
  replacing = done;
  try {
    return await sendOnce<T>(path, options, attempt);
  } finally {
    if (replacing === done) replacing = null;
    answered();
  }
}

/** A plain body holding a File: it goes as multipart (decision 074). */
function hasFile(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && Object.values(body).some((value) => value instanceof Blob);
}

/**
 * A typed body as multipart, the way the contract's fields read it (`form.ts`): a File as a
 * part (one chosen from the media library as its path, an upload with its alt text: decision
 * 038), null as '' (clears), a list of ids comma-joined, any other list or object as JSON text;
 * undefined is left out. The one place a body becomes multipart: no feature builds FormData.
 */
export function toMultipart(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) for (const [part, content] of fileParts(name, value)) form.append(part, content);
    else if (value === null) form.append(name, '');
    else if (Array.isArray(value) && value.every((item) => typeof item === 'number'))
      form.append(name, value.join(','));
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}

/** One try of a request; `attempt` counts the tries after a renewed session (decision 026). */
async function sendOnce<T>(path: string, options: RequestOptions, attempt: number): Promise<ApiSuccess<T>> {
  const { method = 'GET', body, query, auth = true, signal, onUploadProgress, ifMatch } = options;
  // The refresh and sign-out calls need it (a cross-site form cannot send it); no harm elsewhere.
  const headers = new Headers({ Accept: 'application/json', [SESSION_HEADER]: 'fetch' });
  let payload: BodyInit | undefined;
  const form = hasFile(body) ? toMultipart(body) : null;
  if (form) payload = form;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const token = auth ? getAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (ifMatch) headers.set('If-Match', ifMatch);

  const url = buildUrl(path, query);
  const request: Outgoing = { method, headers, body: payload, signal };
  let response: RawAnswer;
  try {
    response = onUploadProgress && form ? await viaXhr(url, request, onUploadProgress) : await viaFetch(url, request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, Messages.networkError);
  }

  const envelope = parseEnvelope<T>(response.text);
  if (!response.ok || !envelope || envelope.success !== true) {
    const failure = envelope && envelope.success === false ? envelope : null;
    const message = failure?.message || response.statusText || `The request failed (HTTP ${response.status}).`;
    const error = new ApiError(
      response.ok ? 500 : response.status,
      message,
      failure?.errors ?? {},
      Boolean(failure?.message),
      (failure as { data?: unknown } | null)?.data,
    );
    // Signed out here (Logout, "Go to login"): a call refused meanwhile, such as a screen's read
    // while it unmounts, is an answer, not a session to renew or to sign in to again (decision 061).
    if (response.status === 401 && auth && attempt < 2 && isLoggedIn()) {
      // Refused with the token a password change under way has just ended: its new one is coming.
      if (replacing && !options.replacesToken) {
        await replacing;
        if (getAccessToken() !== token) return send(path, options, attempt);
      }
      // A multipart body can be sent again: it holds the files, not a read stream.
      if (attempt === 0 && !signingInAgain && (await renewSession(token))) return send(path, options, 1);
      signingInAgain ??= Promise.resolve(onUnauthorized(message))
        .then((retry) => retry === true)
        .finally(() => {
          signingInAgain = null;
        });
      if ((await signingInAgain) === true) return send(path, options, 2);
    }
    // Asked once per call: a second refusal after the window opened is an answer, not a loop.
    if (
      response.status === 403 &&
      auth &&
      onStepUpRequired &&
      !options.steppedUp &&
      message === StepUpMessages.required
    ) {
      steppingUp ??= onStepUpRequired().finally(() => {
        steppingUp = null;
      });
      if (await steppingUp) return send(path, { ...options, steppedUp: true }, attempt);
    }
    throw error;
  }
  if (options.replacesToken) {
    const access = (envelope.data as { access?: unknown } | null)?.access;
    if (typeof access === 'string') setAccessToken(access);
  }
  return envelope;
}

/** How one typed call goes out: a way to cancel it, its upload's progress; never its shape. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'onUploadProgress' | 'replacesToken' | 'ifMatch'>;

/**
 * Calls an endpoint as packages/contract declares it: params, query and body typed by its
 * schemas, the answer typed by its success response. A public endpoint is called without the
 * token (its 401 is an answer, not an expired session); the others send it.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<Answer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiRequest(pathOf(endpoint, params), {
    ...options,
    method: endpoint.method,
    query,
    body,
    auth: endpoint.access !== 'public',
  }) as Promise<Answer<E>>;
}
