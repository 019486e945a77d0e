import { describe, expect, it } from 'vitest';
import { createPollingLoop } from './polling-loop.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createPollingLoop', () => {
  it('runs one step at a time: a wake during a step joins it, a wake after it runs another', async () => {
    let steps = 0;
    let release = () => {};
    const loop = createPollingLoop(
      () =>
        new Promise<number>((resolve) => {
          steps += 1;
          release = () => resolve(60_000);
        }),
      () => 60_000,
    );
    loop.start();
    loop.wake();
    loop.wake();
    expect(steps).toBe(1);
    release();
    await tick(0);
    loop.wake();
    expect(steps).toBe(2);
    release();
    await loop.stop();
  });

  it('steps again after the delay a step answers, and after the delay a failure answers', async () => {
    const seen: string[] = [];
    let failures = 0;
    const loop = createPollingLoop(
      async () => {
        seen.push('step');
        if (seen.length === 1) throw new Error('down');
        return 5;
      },
      (error) => {
        failures += 1;
        expect((error as Error).message).toBe('down');
        return 5;
      },
    );
    loop.start();
    await tick(60);
    await loop.stop();
    expect(failures).toBe(1);
    expect(seen.length).toBeGreaterThan(2);
  });

  it('stop waits for the step under way, and no step follows it', async () => {
    let steps = 0;
    let ended = false;
    const loop = createPollingLoop(
      async () => {
        steps += 1;
        await tick(20);
        ended = true;
        return 1;
      },
      () => 1,
    );
    loop.start();
    expect(loop.isStopped()).toBe(false);
    await loop.stop();
    expect(ended).toBe(true);
    expect(loop.isStopped()).toBe(true);
    await tick(20);
    loop.wake();
    expect(steps).toBe(1);
  });
});
