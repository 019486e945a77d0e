import { afterEach, vi } from 'vitest';

// A console.error during a test is a failure, not noise.
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
  vi.restoreAllMocks();
});
