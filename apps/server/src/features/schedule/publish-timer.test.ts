import { describe, expect, it } from 'vitest';
import { createPublishTimer } from './publish-timer.ts';

/** The timer on its own (decision 034): a clock and a schedule of our making, real short waits. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { warn: () => {} };

function setup({ lagMs = 0, maxWaitMs = 60_000, readMs = 0 } = {}) {
  const clock = { now: () => new Date(Date.now() - lagMs) };
  const state = { instants: [] as string[], reads: 0, fired: [] as string[], failReads: 0 };
  const timer = createPublishTimer({
    clock,
    next: async (after) => {
      state.reads += 1;
      if (readMs) await sleep(readMs);
      if (state.failReads > 0) {
        state.failReads -= 1;
        throw new Error('database away');
      }
      return state.instants.filter((at) => at > after).sort()[0];
    },
    fire: async () => {
      state.fired.push(clock.now().toISOString());
    },
    log: silent,
    maxWaitMs,
  });
  const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  return { timer, state, inMs };
}

describe('the publish timer', () => {
  it('fires at the next instant, not before, then waits for the one after', async () => {
    const { timer, state, inMs } = setup();
    // Far enough apart that a busy machine's late first wake-up does not pass the second too.
    const first = inMs(40);
    const second = inMs(400);
    state.instants.push(first, second);
    await timer.rearm();
    expect(state.fired).toEqual([]);
    // A generous bound: the loop ends as soon as both fired; a busy CI machine can stall a timer.
    const deadline = Date.now() + 10_000;
    while (state.fired.length < 2 && Date.now() < deadline) await sleep(10);
    expect(state.fired).toHaveLength(2);
    expect(state.fired[0]! >= first).toBe(true);
    expect(state.fired[1]! >= second).toBe(true);
    timer.close();
  });

  it('an instant that passed while the timer was re-armed still fires, at once', async () => {
    const { timer, state, inMs } = setup();
    const at = inMs(5);
    state.instants.push(at);
    // The rearm comes after the instant: a write's rearm on a busy event loop.
    await sleep(30);
    await timer.rearm();
    const deadline = Date.now() + 2_000;
    while (state.fired.length < 1 && Date.now() < deadline) await sleep(5);
    expect(state.fired).toHaveLength(1);
    // And once only: the next read starts after the fire.
    await sleep(50);
    expect(state.fired).toHaveLength(1);
    timer.close();
  });

  it('a timer that fires before the clock reaches the instant waits the rest', async () => {
    // The clock runs 25 ms behind the timers' time: the first wake-up is early by the clock.
    const { timer, state, inMs } = setup({ lagMs: 25 });
    const at = inMs(10);
    state.instants.push(at);
    await timer.rearm();
    const deadline = Date.now() + 2_000;
    while (state.fired.length < 1 && Date.now() < deadline) await sleep(10);
    expect(state.fired).toHaveLength(1);
    expect(state.fired[0]! >= at).toBe(true);
    timer.close();
  });

  it('reads once more for any number of calls during a read; nothing after close', async () => {
    const { timer, state } = setup({ readMs: 20 });
    const first = timer.rearm();
    await sleep(5);
    expect(state.reads).toBe(1);
    await Promise.all([first, timer.rearm(), timer.rearm(), timer.rearm()]);
    expect(state.reads).toBe(2);
    timer.close();
    await timer.rearm();
    expect(state.reads).toBe(2);
  });

  it('a failed read is tried again after the longest wait', async () => {
    const { timer, state, inMs } = setup({ maxWaitMs: 30 });
    state.failReads = 1;
    state.instants.push(inMs(45));
    await timer.rearm();
    expect(state.fired).toEqual([]);
    const deadline = Date.now() + 2_000;
    while (state.fired.length < 1 && Date.now() < deadline) await sleep(10);
    expect(state.fired).toHaveLength(1);
    expect(state.reads).toBeGreaterThanOrEqual(2);
    timer.close();
  });
});
