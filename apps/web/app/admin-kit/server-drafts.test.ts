import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeServerDraft, writeServerDraft } from './server-drafts.ts';

afterEach(() => vi.unstubAllGlobals());

describe("a form's server draft", () => {
  it('is removed after a write still on its way, never before it (the write would bring it back)', async () => {
    const events: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      events.push(`${method} starts`);
      // The write is slow (a loaded server); the removal is quick.
      await new Promise((resolve) => setTimeout(resolve, method === 'PUT' ? 40 : 1));
      events.push(`${method} ends`);
      return new Response(JSON.stringify({ success: true, data: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const written = writeServerDraft('blogs', null, { title: 'Half a title' });
    const removed = removeServerDraft('blogs', null);
    await Promise.all([written, removed]);
    expect(events).toEqual(['PUT starts', 'PUT ends', 'DELETE starts', 'DELETE ends']);
  });

  it("leaves another record's draft to go its own way", async () => {
    const events: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      events.push(`${init.method} ${url.includes('/7/') ? '7' : 'new'}`);
      await new Promise((resolve) => setTimeout(resolve, init.method === 'PUT' ? 40 : 1));
      return new Response(JSON.stringify({ success: true, data: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await Promise.all([writeServerDraft('blogs', null, { title: 'x' }), removeServerDraft('blogs', 7)]);
    expect(events).toEqual(['PUT new', 'DELETE 7']);
  });
});
