import { createServer } from 'node:net';

/**
 * A loopback port that was free a moment ago: the system picks one, we close it and hand its
 * number on. For servers started in another process (PostgreSQL, the e2e app), which cannot
 * be told to listen on port 0 and report back, and for an address where nothing listens.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
