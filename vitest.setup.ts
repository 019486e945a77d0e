import { afterAll, afterEach, vi } from 'vitest';

// A console.error during a test is a failure, not noise. Workers share modules across files
// (isolate: false, decision 055) and this file runs once per test file, so the console is
// wrapped once per worker and each file reads (and empties) the same list.
type Seen = { errors: unknown[][] };
const key = Symbol.for('atrium.test.console-errors');
const holder = globalThis as typeof globalThis & { [key]?: Seen };
const seen: Seen = (holder[key] ??= (() => {
  const state: Seen = { errors: [] };
  const original = console.error;
  console.error = (...args: unknown[]) => {
    state.errors.push(args);
    original(...args);
  };
  return state;
})());
afterEach(() => {
  const errors = seen.errors;
  seen.errors = [];
  if (errors.length) throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
  vi.restoreAllMocks();
});
// What a file may leave behind for the next file in the same worker: globals, env, fake timers.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
