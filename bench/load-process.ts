/**
 * One measure's load, in a process of its own (bench/load-generator.ts starts it): autocannon
 * against `url` for a warm-up, then the measured run. Its protocol on stdout, one line each:
 * `measuring` when the warm-up is over, then the measured run's figures as JSON.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load-generator.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const run = (duration: number) =>
  autocannon({ url: options.url, headers: options.headers, connections: options.connections, duration });

if (options.warmupSeconds > 0) await run(options.warmupSeconds);
process.stdout.write('measuring\n');
const result = await run(options.seconds);
const figures: LoadResult = {
  total: result.requests.total,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  failures: result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
