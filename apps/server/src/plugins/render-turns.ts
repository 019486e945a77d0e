/**
 * Page renders begin one per turn of the event loop, oldest first (decision 064).
 *
 * An uncached render is a millisecond or two of synchronous work. Left to itself, each turn of
 * the loop renders every request its poll found ready, in the order the kernel lists them; a
 * request that lands just after that poll waits for the whole turn and then for its place in the
 * next, and the same connection can keep landing there. Measured at 32 busy connections: one
 * connection's requests each waited two turns while the 31 others were served twice (p99 twice
 * the median; the slowest of them near a second). Here a render queues and each turn starts the
 * oldest one, then polls again: a render waits for those that arrived before it and no more.
 */
export function createRenderTurns(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  function startOldest() {
    const start = waiting.shift();
    scheduled = waiting.length > 0;
    // Set from within the loop's immediates, this one runs after the next poll: what arrived meanwhile queues behind.
    if (scheduled) setImmediate(startOldest);
    start?.();
  }
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(startOldest);
      }
    });
}
