import { vi } from 'vitest';

/** A request the client made, as a test reads it back. */
export type StubbedCall = { url: string; method: string; body: unknown; auth: string | null };

/**
 * Replaces fetch with one that answers every call with a success envelope around `answer`'s
 * data, and records the calls. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(answer: (call: StubbedCall) => unknown): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call: StubbedCall = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      auth: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    return new Response(JSON.stringify({ success: true, data: answer(call) }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
