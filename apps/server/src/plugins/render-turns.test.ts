import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRenderTurns } from './render-turns.ts';

describe('createRenderTurns', () => {
  it('starts waiting renders oldest first', async () => {
    const turn = createRenderTurns();
    const started: number[] = [];
    await Promise.all([1, 2, 3].map((n) => turn().then(() => started.push(n))));
    expect(started).toEqual([1, 2, 3]);
  });

  it('polls between renders: a request that arrives during one render is read before the next starts', async () => {
    const turn = createRenderTurns();
    const server = createServer();
    const readAt: string[] = [];
    server.on('connection', (socket) => socket.on('data', () => readAt.push('data')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const client = connect(port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      await Promise.all([
        turn().then(() => {
          client.write('x');
          // A render's synchronous work: the bytes reach the server's socket meanwhile.
          const until = performance.now() + 20;
          while (performance.now() < until);
          readAt.push('first render');
        }),
        turn().then(() => readAt.push('second render')),
      ]);
      expect(readAt).toEqual(['first render', 'data', 'second render']);
    } finally {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
