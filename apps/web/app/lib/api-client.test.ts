import { Messages } from '@atrium/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepUpMessages } from '@atrium/contract/step-up';
import {
  ApiError,
  apiRequest,
  errorMessage,
  setStepUpHandler,
  setUnauthorizedHandler,
  toMultipart,
} from './api-client.ts';
import { libraryChoice, setUploadAlt } from './media-choice.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', async () => new Response(body, { status, statusText }));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client failures (requirements 1 §8: the server message, else the screen default)', () => {
  it("keeps the server's message and field errors", async () => {
    answer(400, JSON.stringify({ success: false, message: 'Name taken.', errors: { name: 'Taken.' } }));
    const error = await failureOf(apiRequest('/industries/', { auth: false }));
    expect(error.status).toBe(400);
    expect(error.field('name')).toBe('Taken.');
    expect(errorMessage(error, 'Default.')).toBe('Name taken.');
  });

  it('shows the default, not a bare status text, when the server sent no message', async () => {
    answer(400, JSON.stringify({ success: false, message: '' }), 'Bad Request');
    expect(errorMessage(await failureOf(apiRequest('/industries/', { auth: false })), 'Default.')).toBe('Default.');
    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(errorMessage(await failureOf(apiRequest('/industries/', { auth: false })), 'Default.')).toBe('Default.');
  });

  it('a request that reached no server is a network error with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(apiRequest('/industries/', { auth: false }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(Messages.networkError);
    expect(errorMessage(error, 'Default.')).toBe('Default.');
  });
});

describe('multipart bodies (decisions 038, 074)', () => {
  it('turns a typed body into the parts the server reads: a library choice as its path, an upload with its alt text', () => {
    const chosen = libraryChoice({ path: '/media/images/a.png', original_name: 'a.png', content_type: 'image/png' });
    const upload = new File([new Uint8Array(3)], 'b.png', { type: 'image/png' });
    setUploadAlt(upload, { alt: ' A view ', decorative: false });
    const form = toMultipart({ title: 'T', image: chosen, logo: upload, cleared: null, ids: [3, 9], kept: undefined });
    expect([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toEqual([
      ['title', 'T'],
      ['image', '/media/images/a.png'],
      ['logo', 'b.png'],
      ['logo_alt', 'A view'],
      ['logo_decorative', 'false'],
      ['cleared', ''],
      ['ids', '3,9'],
    ]);
  });
});

/** Just enough of XMLHttpRequest to drive the client's upload path from a test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: ProgressEventInit) => void) | null; onload: ((e: ProgressEventInit) => void) | null } = {
    onprogress: null,
    onload: null,
  };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.({ lengthComputable: true, loaded: 10, total: 10 });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('api client uploads with progress', () => {
  /** A typed body holding a file: the client sends it as multipart. */
  const multipart = () => ({ VideoFile: new File([new Uint8Array(10)], 'a.mp4', { type: 'video/mp4' }) });
  const fetchSpy = vi.fn();
  afterEach(() => {
    FakeXhr.sent = [];
    fetchSpy.mockReset();
  });
  const useFakes = () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', fetchSpy);
  };

  it('sends a multipart body through XMLHttpRequest, reporting progress and reading the envelope', async () => {
    useFakes();
    const seen: Array<{ loaded: number; total: number }> = [];
    const body = multipart();
    const call = apiRequest<{ id: number }>('/learn-videos/', {
      method: 'POST',
      body,
      auth: false,
      onUploadProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/learn-videos/' });
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('VideoFile')).toBe(body.VideoFile);
    expect(xhr.headers).toEqual({ accept: 'application/json', 'x-requested-with': 'fetch' });
    xhr.progress(4, 10);
    xhr.respond(200, { success: true, data: { id: 7 } });
    expect((await call).data).toEqual({ id: 7 });
    expect(seen).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 10, total: 10 },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fails as fetch does: the server message and field errors, or a network error', async () => {
    useFakes();
    const refused = apiRequest('/learn-videos/', {
      method: 'POST',
      body: multipart(),
      auth: false,
      onUploadProgress: () => undefined,
    });
    FakeXhr.sent[0]!.respond(415, { success: false, message: 'Only MP4.', errors: { VideoFile: 'Only MP4.' } });
    const error = await failureOf(refused);
    expect(error.status).toBe(415);
    expect(error.field('VideoFile')).toBe('Only MP4.');

    const lost = apiRequest('/learn-videos/', {
      method: 'POST',
      body: multipart(),
      auth: false,
      onUploadProgress: () => undefined,
    });
    FakeXhr.sent[1]!.onerror?.();
    expect((await failureOf(lost)).message).toBe(Messages.networkError);
  });

  it('stops the upload when its signal aborts, rejecting with an AbortError', async () => {
    useFakes();
    const controller = new AbortController();
    const call = apiRequest('/learn-videos/', {
      method: 'POST',
      body: multipart(),
      auth: false,
      signal: controller.signal,
      onUploadProgress: () => undefined,
    });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('keeps fetch for JSON bodies and for multipart saves nobody watches', async () => {
    useFakes();
    fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ success: true, data: {} })));
    await apiRequest('/learn-videos/1/', {
      method: 'PATCH',
      body: { status: 1 },
      auth: false,
      onUploadProgress: () => undefined,
    });
    await apiRequest('/learn-videos/', { method: 'POST', body: multipart(), auth: false });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(FakeXhr.sent).toEqual([]);
  });
});

describe('api client sessions (decision 026)', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const user = { id: 1, email: 'a@example.org', username: 'a', first_name: '', last_name: '', profile_image: null };
  const envelope = (status: number, body: object) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const expired = () => envelope(401, { success: false, message: 'Your session has expired. Please log in again.' });

  function fakeServer(answers: Record<string, Array<() => Response | Promise<Response>>>) {
    const seen: Array<{ url: string; authorization: string | null; body: unknown }> = [];
    vi.stubGlobal('window', { localStorage: storage, addEventListener: () => {} });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, authorization: new Headers(init.headers).get('authorization'), body: init.body });
      const next = answers[url]?.shift();
      if (!next) throw new Error(`unexpected call to ${url}`);
      return next();
    });
    return seen;
  }

  afterEach(() => store.clear());

  /** Signed in as the login screen leaves it: the token and the flag. */
  function signedIn(token: string) {
    store.set('accessToken', token);
    store.set('isLoggedIn', 'true');
  }

  it('a 401 renews the session once with the refresh cookie and sends the call again, files and all', async () => {
    signedIn('old');
    const seen = fakeServer({
      '/api/industries/': [expired, () => envelope(201, { success: true, data: { id: 3 } })],
      '/api/auth/refresh/': [() => envelope(200, { success: true, data: { access: 'new', user } })],
    });
    const logo = new File([new Uint8Array(3)], 'logo.png', { type: 'image/png' });
    const answer = await apiRequest<{ id: number }>('/industries/', { method: 'POST', body: { name: 'Kept', logo } });
    expect(answer.data).toEqual({ id: 3 });
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ['/api/industries/', 'Bearer old'],
      ['/api/auth/refresh/', null],
      ['/api/industries/', 'Bearer new'],
    ]);
    const again = seen[2]!.body as FormData;
    expect([again.get('name'), again.get('logo')]).toEqual(['Kept', logo]);
    expect(store.get('accessToken')).toBe('new');
  });

  it('calls refused together share one renewal', async () => {
    signedIn('old');
    const seen = fakeServer({
      '/api/a/': [expired, () => envelope(200, { success: true, data: 'a' })],
      '/api/b/': [expired, () => envelope(200, { success: true, data: 'b' })],
      '/api/auth/refresh/': [() => envelope(200, { success: true, data: { access: 'new', user } })],
    });
    const answers = await Promise.all([apiRequest('/a/'), apiRequest('/b/')]);
    expect(answers.map((a) => a.data)).toEqual(['a', 'b']);
    expect(seen.filter((s) => s.url === '/api/auth/refresh/')).toHaveLength(1);
  });

  it('a call refused while a password change is under way goes again with its new token, not through a renewal', async () => {
    signedIn('old');
    let answerChange!: () => void;
    const changed = new Promise<Response>(
      (resolve) => (answerChange = () => resolve(envelope(200, { success: true, data: { access: 'new' } }))),
    );
    // No refresh answer: a renewal would fail with the cookie the change ended, and open the dialog.
    const seen = fakeServer({
      '/api/admin-change-password/': [() => changed],
      '/api/a/': [expired, () => envelope(200, { success: true, data: 'a' })],
    });
    const handler = vi.fn(() => false);
    const restore = setUnauthorizedHandler(handler);
    try {
      const change = apiRequest('/admin-change-password/', { method: 'POST', body: {}, replacesToken: true });
      const other = apiRequest('/a/');
      await vi.waitFor(() => expect(seen.filter((s) => s.url === '/api/a/')).toHaveLength(1));
      answerChange();
      await change;
      expect((await other).data).toBe('a');
    } finally {
      restore();
    }
    expect(handler).not.toHaveBeenCalled();
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ['/api/admin-change-password/', 'Bearer old'],
      ['/api/a/', 'Bearer old'],
      ['/api/a/', 'Bearer new'],
    ]);
    expect(store.get('accessToken')).toBe('new');
  });

  it('a call refused after signing out here renews nothing and opens no sign-in dialog', async () => {
    // Logout has emptied the session while a screen still reads (its answer comes after).
    const seen = fakeServer({ '/api/a/': [expired] });
    const handler = vi.fn(() => false);
    const restore = setUnauthorizedHandler(handler);
    try {
      expect((await failureOf(apiRequest('/a/'))).status).toBe(401);
    } finally {
      restore();
    }
    expect(handler).not.toHaveBeenCalled();
    expect(seen.map((s) => s.url)).toEqual(['/api/a/']);
  });

  it('when renewal fails, the handler signs in again and the call goes through; refused, it fails', async () => {
    signedIn('old');
    fakeServer({
      '/api/industries/': [expired, () => envelope(200, { success: true, data: 'saved' }), expired],
      '/api/auth/refresh/': [expired, expired],
    });
    const restore = setUnauthorizedHandler(async () => {
      store.set('accessToken', 'signed-in-again');
      return true;
    });
    try {
      expect((await apiRequest('/industries/', { method: 'POST', body: { name: 'x' } })).data).toBe('saved');
    } finally {
      restore();
    }
    const handler = vi.fn(() => false);
    const restoreAgain = setUnauthorizedHandler(handler);
    try {
      const error = await failureOf(apiRequest('/industries/'));
      expect(error.status).toBe(401);
      expect(handler).toHaveBeenCalledWith('Your session has expired. Please log in again.');
    } finally {
      restoreAgain();
    }
  });

  it('a 403 asking for a step-up (decision 068) waits for the dialog and sends the call again, once; cancelled, it stands', async () => {
    signedIn('token');
    const stepUp = () => envelope(403, { success: false, message: StepUpMessages.required });
    const seen = fakeServer({
      '/api/admin-profile/update/': [stepUp, () => envelope(200, { success: true, data: 'sent' })],
      '/api/admin-profile/passkeys/options/': [stepUp, stepUp, stepUp],
    });
    const dialog = vi.fn(async () => true);
    const restore = setStepUpHandler(dialog);
    try {
      const body = { email: 'new@example.org' };
      expect((await apiRequest('/admin-profile/update/', { method: 'PATCH', body })).data).toBe('sent');
      // What was typed goes again as it was.
      expect(seen.map((s) => s.url)).toEqual(['/api/admin-profile/update/', '/api/admin-profile/update/']);
      expect(seen[1]!.body).toBe(JSON.stringify(body));
      // Refused again after the window opened: an answer, not a second dialog.
      const again = await failureOf(apiRequest('/admin-profile/passkeys/options/', { method: 'POST' }));
      expect(again.status).toBe(403);
      expect(dialog).toHaveBeenCalledTimes(2);
    } finally {
      restore();
    }
    const cancelled = setStepUpHandler(async () => false);
    try {
      const error = await failureOf(apiRequest('/admin-profile/passkeys/options/', { method: 'POST' }));
      expect(error.message).toBe(StepUpMessages.required);
    } finally {
      cancelled();
    }
  });
});
