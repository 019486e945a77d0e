import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRedirectMap } from './redirect-map.ts';
import type { RedirectRule } from './redirect-rules.ts';

/** A request for `url` and a response that records what was written. */
function exchange(url: string) {
  const written: { status?: number; headers?: Record<string, string>; ended: boolean } = { ended: false };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      written.status = status;
      written.headers = headers;
    },
    end() {
      written.ended = true;
    },
  } as unknown as ServerResponse;
  return { req: { url } as IncomingMessage, res, written };
}

const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
const rule = (id: number, from: string, to: string): RedirectRule => ({ id, from, to, status: 301 });

/** A table read the test answers when it likes. */
function slowTable() {
  const reads: Array<{ resolve: (rules: RedirectRule[]) => void; reject: (error: Error) => void }> = [];
  const load = () => new Promise<RedirectRule[]>((resolve, reject) => reads.push({ resolve, reject }));
  return { load, reads };
}

async function answer(map: ReturnType<typeof createRedirectMap>, url: string) {
  const { req, res, written } = exchange(url);
  const answered = await map.answer(req, res);
  return answered ? written.headers?.location : undefined;
}

describe('the served map (decision 078)', () => {
  it('reads the table once per change, the requests meanwhile waiting for that one read', async () => {
    const table = slowTable();
    const map = createRedirectMap({ load: table.load, log: quiet });
    const first = answer(map, '/a');
    const second = answer(map, '/a?x=1');
    expect(table.reads).toHaveLength(1);
    table.reads[0]!.resolve([rule(1, '/a', '/b')]);
    expect(await first).toBe('/b');
    expect(await second).toBe('/b?x=1');
    // Held: no read until the next change.
    expect(await answer(map, '/a')).toBe('/b');
    expect(table.reads).toHaveLength(1);
    map.invalidate();
    const third = answer(map, '/a');
    expect(table.reads).toHaveLength(2);
    table.reads[1]!.resolve([]);
    expect(await third).toBeUndefined();
  });

  it('never lets a read begun before a change replace the map read after it', async () => {
    const table = slowTable();
    const map = createRedirectMap({ load: table.load, log: quiet });
    const before = map.refresh();
    map.invalidate();
    const after = answer(map, '/old');
    expect(table.reads).toHaveLength(2);
    table.reads[1]!.resolve([rule(1, '/old', '/new')]);
    expect(await after).toBe('/new');
    table.reads[0]!.resolve([]);
    await before;
    expect(await answer(map, '/old')).toBe('/new');
  });

  it('keeps serving what it holds when a read fails, and reads again later', async () => {
    let fail = false;
    let reads = 0;
    const map = createRedirectMap({
      load: async () => {
        reads += 1;
        if (fail) throw new Error('database out of reach');
        return [rule(1, '/kept', '/there')];
      },
      log: quiet,
      retryMs: 0,
    });
    expect(await answer(map, '/kept')).toBe('/there');
    fail = true;
    map.invalidate();
    expect(await answer(map, '/kept')).toBe('/there');
    fail = false;
    expect(await answer(map, '/kept')).toBe('/there');
    expect(reads).toBe(3);
  });

  it('does not serve a redirect that loops, and counts the hits of those it serves', async () => {
    const map = createRedirectMap({
      load: async () => [rule(1, '/a', '/b'), rule(2, '/b', '/a'), rule(3, '/c', '/d')],
      log: quiet,
    });
    expect(await answer(map, '/a')).toBeUndefined();
    expect(await answer(map, '/c')).toBe('/d');
    expect(await answer(map, '/c/')).toBe('/d');
    const hits = map.takeHits();
    expect(hits).toEqual([{ id: 3, count: 2, at: expect.any(String) }]);
    expect(map.takeHits()).toEqual([]);
    map.returnHits(hits);
    expect(map.takeHits()).toEqual(hits);
  });
});
