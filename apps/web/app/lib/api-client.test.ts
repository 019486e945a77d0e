import { Messages } from '@atrium/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', async () => new Response(body, { status, statusText }));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client failures (spec 1 §8: the server message, else the screen default)', () => {
  it("keeps the server's message and field errors", async () => {
    answer(400, JSON.stringify({ success: false, message: 'Name taken.', errors: { name: 'Taken.' } }));
    const error = await failureOf(api.get('/industries/', { auth: false }));
    expect(error.status).toBe(400);
    expect(error.field('name')).toBe('Taken.');
    expect(errorMessage(error, 'Default.')).toBe('Name taken.');
  });

  it('shows the default, not a bare status text, when the server sent no message', async () => {
    answer(400, JSON.stringify({ success: false, message: '' }), 'Bad Request');
    expect(errorMessage(await failureOf(api.get('/industries/', { auth: false })), 'Default.')).toBe('Default.');
    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(errorMessage(await failureOf(api.get('/industries/', { auth: false })), 'Default.')).toBe('Default.');
  });

  it('a request that reached no server is a network error with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(api.get('/industries/', { auth: false }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(Messages.networkError);
    expect(errorMessage(error, 'Default.')).toBe('Default.');
  });
});
