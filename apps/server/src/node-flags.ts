/**
 * How the server process is started: `npm start` (package.json's start script says the same)
 * and the app that `npm run bench:site` and `npm run lighthouse` start (scripts/lib/demo-site.ts).
 * V8 and the C library read these when the process starts; set later they change nothing.
 * Another way to start the server (a container, a service unit: docs/deploy.md) gives the same
 * options on node's command line (NODE_OPTIONS refuses `--no-allocation-site-pretenuring`) and
 * the same environment. node:cluster's workers inherit them.
 *
 * Memory (issue 18: ≤ 300 MB after 10,000 renders, where it grew to 810 MB and kept it; nothing
 * leaked, a full collection left 60 MB of live data):
 * - V8 let its young generation grow to 128 MB (two 64 MB semi-spaces, its choice for a machine
 *   with a few GB) and kept it: a third of the process, for what a render holds for a few
 *   milliseconds. 16 MB semi-spaces cost 0-5% more CPU per render (within the noise measured);
 *   8 MB (decision 057) saved another ~8-16 MB at no CPU per render a paired run could tell from
 *   the noise (decision 046 had measured +9% in one unpaired run: rerun bench:render to check).
 * - V8 sizes the old generation from the machine's memory too (a 4 GB limit here) and let it fill
 *   with garbage to 150-210 MB before collecting it, around 60 MB of it live. A 512 MB limit makes
 *   it collect sooner, at a price: ~10% more CPU per uncached render (measured in one process,
 *   side by side), and a process whose live data ever came near it (eight times today's) would
 *   stop with an out-of-memory error. Raise or drop it here if throughput matters more.
 * - glibc gives each thread that allocates an arena of its own and seldom returns what they
 *   free: libvips' worker threads (sharp: every uploaded image, and the demo seed's images) left
 *   ~140 MB in 17 arenas. Two arenas, shared, keep 45 MB.
 * - glibc also raises its mmap threshold (up to 32 MB) each time a large block is freed, after
 *   which large blocks (libvips' pixel buffers, a page's bytes) come from an arena that it rarely
 *   shrinks: 53 MB of [heap] after the demo seed, where a fixed 128 KB threshold (mmap'd blocks go
 *   back to the system when freed) and trim threshold leave 33 MB; 30-35 MB less resident after
 *   10,000 renders, at no measurable CPU (decision 046).
 *
 * Latency (issue 18: p99 < 100 ms at 32 connections, decision 064): each full collection of the
 * old generation slows renders for ~100 ms, and the uncached p99 sits on those stalls.
 * - V8 pretenures an allocation site whose objects survived a young collection at a high rate,
 *   and it did so for React's elements and the router's route objects under load: from then on
 *   every render's short-lived objects went straight to the old generation (35-40 MB/s at ~500
 *   renders/s, a full collection every 0.4 s). Without pretenuring they die young: half the
 *   old-generation growth and about half the full collections, no more memory after 10,000
 *   renders.
 * - V8's default heap limit sits so close to the live size (live 65-75 MB, limit ~1.3x) that
 *   incremental marking starts again as soon as a full collection ends (it starts once less than
 *   about a young generation is left below the limit): a full collection every 0.75-1 s at one
 *   connection as at 32, whatever the promotion. V8's MemBalancer (`--memory-balancer`, a limit
 *   from the live size and the measured allocation and collection speeds) gave, in paired runs:
 *   35-40 MB less resident after 10,000 renders, ~10% more renders a second, p90 at 32
 *   connections 51-53 ms against 65-74 (decision 065).
 * - V8 keeps young and full collections apart by default (`--separate-gc-phases`): once it has
 *   marked the old generation for a while, the next young collection that allocation asks for
 *   finishes the marking in one pause instead. Each marking (~200 ms of concurrent work) was cut
 *   short after 47-67 ms and finished in a pause of 30-46 ms, about once a second, that every
 *   request in flight waited through. Interleaved, marking ends concurrently and its last pause
 *   is 4-13 ms (decision 066).
 * - V8 marks with as many helper threads as it likes (~3 here: ~200 ms of marking in ~60 ms).
 *   On a small machine they take the cores the renders run on: for the ~100 ms of each marking,
 *   answers halved and latencies doubled. One helper marks for ~150 ms beside the renders
 *   instead of crowding them out.
 * - With one helper a marking is slower, and the MemBalancer, which sizes the heap from the
 *   collection speed it measures, shrank the heap: twice as many full collections (23 against
 *   12 in 10 s) and ~20% more CPU per render. A smaller constant (`c`, "the smaller the more
 *   memory it uses") gives back the headroom: 12 collections in 10 s.
 */
export const serverNodeFlags: readonly string[] = [
  '--max-semi-space-size=8',
  '--max-old-space-size=512',
  '--no-allocation-site-pretenuring',
  '--memory-balancer',
  '--no-separate-gc-phases',
  '--concurrent-marking-max-worker-num=1',
  '--memory-balancer-c-value=3e-11',
];
export const serverEnvironment: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
