/**
 * A measure's load from a fresh process (bench/load-process.ts), not from the benchmark's own
 * (decision 106). bench:site measures for minutes: its own process drives millions of requests
 * before its last measures, and a load generator shares this machine's two cores with the server.
 * What one measure's generator has been through must not be charged to the next, on either side
 * of a ratio.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type LoadOptions = {
  url: string;
  connections: number;
  /** Seconds of load before the measured run (JIT, connections); 0 for none. */
  warmupSeconds: number;
  /** Seconds measured. */
  seconds: number;
  headers?: Record<string, string>;
};

export type LoadResult = { total: number; rps: number; p50: number; p99: number; max: number; failures: number };

const loadProcess = fileURLToPath(new URL('load-process.ts', import.meta.url));

/**
 * Runs `options` from a new process. `onMeasuring` is called when the measured run begins and
 * `onMeasured` as soon as its figures arrive (before the process has exited): a caller reads the
 * server's CPU time in both, so that neither the warm-up nor the generator's start is counted.
 */
export function generateLoad(
  options: LoadOptions,
  hooks: { onMeasuring?: () => void; onMeasured?: () => void } = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [loadProcess, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let result: LoadResult | undefined;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'measuring') {
        hooks.onMeasuring?.();
        return;
      }
      result = JSON.parse(line) as LoadResult;
      hooks.onMeasured?.();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      result ? resolve(result) : reject(new Error(`the load generator exited (${code}) without its figures`)),
    );
  });
}
