import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadSource, isPrivateAddress, UploadRefused, uploadsFolder } from './upload-source.ts';

/** Decision 079: where an import's files may come from, and what is refused before a byte is read. */

const folder = mkdtempSync(path.join(tmpdir(), 'atrium-uploads-'));
const temp = path.join(folder, 'tmp');

type Stand = { origin: string; requests: string[]; server: Server };

/** A little site: /ok.jpg answers bytes, /big.bin more than the cap, /slow never answers, /away redirects to `away`. */
async function stand(away?: () => string): Promise<Stand> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/wp-content/uploads/ok.jpg') return void response.writeHead(200).end('picture bytes');
    if (request.url === '/wp-content/uploads/big.bin') return void response.writeHead(200).end(Buffer.alloc(4096));
    if (request.url === '/wp-content/uploads/away.jpg' && away)
      return void response.writeHead(302, { location: `${away()}/wp-content/uploads/ok.jpg` }).end();
    if (request.url === '/wp-content/uploads/slow.jpg') return;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

let site: Stand;
let other: Stand;
beforeAll(async () => {
  other = await stand();
  site = await stand(() => other.origin);
});
afterAll(async () => {
  for (const s of [site, other]) {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  }
  rmSync(folder, { recursive: true, force: true });
});

function source(overrides: Partial<Parameters<typeof createUploadSource>[0]> = {}) {
  return createUploadSource({
    siteUrls: [site.origin],
    uploadsUrl: `${site.origin}/wp-content/uploads/`,
    allowPrivateHosts: true,
    tempDir: temp,
    timeoutMs: 2_000,
    maxBytes: 1024,
    ...overrides,
  });
}

describe('addresses that are not public', () => {
  it('are loopback, private, link-local, unique-local and mapped ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('bringing a file over', () => {
  it('downloads from the export’s own site', async () => {
    const file = await source().fetch(`${site.origin}/wp-content/uploads/ok.jpg`);
    expect(readFileSync(file.tempPath, 'utf8')).toBe('picture bytes');
    expect(file.filename).toBe('ok.jpg');
  });

  it('never asks another host, nor follows a redirect to one', async () => {
    const seen = other.requests.length;
    await expect(source().fetch(`${other.origin}/wp-content/uploads/ok.jpg`)).rejects.toThrow(UploadRefused);
    await expect(source().fetch(`${site.origin}/wp-content/uploads/away.jpg`)).rejects.toThrow(/another host/);
    await expect(source().fetch('file:///etc/passwd')).rejects.toThrow(UploadRefused);
    expect(other.requests.length).toBe(seen);
  });

  it('refuses the site itself when its address is private, unless allowed', async () => {
    const seen = site.requests.length;
    await expect(
      source({ allowPrivateHosts: false }).fetch(`${site.origin}/wp-content/uploads/ok.jpg`),
    ).rejects.toThrow(/private address/);
    const named = source({ allowPrivateHosts: false, siteUrls: [site.origin.replace('127.0.0.1', 'localhost')] });
    await expect(
      named.fetch(`${site.origin.replace('127.0.0.1', 'localhost')}/wp-content/uploads/ok.jpg`),
    ).rejects.toThrow(/private address/);
    expect(site.requests.length).toBe(seen);
  });

  it('stops at the size cap and at the timeout', async () => {
    await expect(source().fetch(`${site.origin}/wp-content/uploads/big.bin`)).rejects.toThrow('too large');
    await expect(source({ timeoutMs: 200 }).fetch(`${site.origin}/wp-content/uploads/slow.jpg`)).rejects.toThrow(
      'timed out',
    );
  });

  it('takes a file from the uploads folder first, and never one outside it', async () => {
    const root = path.join(folder, 'uploads');
    mkdirSync(path.join(root, '2024'), { recursive: true });
    writeFileSync(path.join(root, '2024', 'kept.jpg'), 'from the folder');
    writeFileSync(path.join(folder, 'secret.txt'), 'not yours');
    symlinkSync(path.join(folder, 'secret.txt'), path.join(root, '2024', 'link.jpg'));
    const uploads = await uploadsFolder(root);
    const withFolder = source({ uploads });
    const kept = await withFolder.fetch(`${site.origin}/wp-content/uploads/2024/kept.jpg`);
    expect(readFileSync(kept.tempPath, 'utf8')).toBe('from the folder');
    expect(await uploads.open('../secret.txt')).toBeUndefined();
    expect(await uploads.open('2024/link.jpg')).toBeUndefined();
  });
});
