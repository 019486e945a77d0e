import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { isAdminRequest, productionBundles } from './web.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'atrium-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'server'));
writeFileSync(
  path.join(dir, 'server', 'bundles.json'),
  JSON.stringify({ site: 'site/index.js', admin: 'admin/index.js' }),
);
for (const id of ['site', 'admin']) {
  mkdirSync(path.join(dir, 'server', id));
  writeFileSync(path.join(dir, 'server', id, 'index.js'), `export const entry = { module: { name: '${id}' } };\n`);
}

test('the back office bundle answers /admin and route discovery; the site bundle the rest', () => {
  for (const url of [
    '/admin',
    '/admin/',
    '/admin/users?page=2',
    '/admin?x',
    '/__manifest?paths=/admin/users&version=1',
  ]) {
    expect(isAdminRequest(url), url).toBe(true);
  }
  for (const url of ['/', '/administration', '/learn', '/blogs/admin', '/__manifests', '/nope?admin']) {
    expect(isAdminRequest(url), url).toBe(false);
  }
});

test('each bundle is imported once, on its first request, whatever arrives at the same time', async () => {
  const loaded: string[] = [];
  const bundles = productionBundles(dir, (build) =>
    loaded.push((build.entry.module as unknown as { name: string }).name),
  );
  await bundles.load('site');
  expect(loaded).toEqual(['site']);
  const [first, second] = [bundles.load('admin'), bundles.load('admin')];
  expect(first).toBe(second);
  await Promise.all([first, second, bundles.load('site')]);
  expect(loaded).toEqual(['site', 'admin']);
});

test('a build without bundles.json is refused at start', () => {
  expect(() => productionBundles(path.join(dir, 'missing'), () => {})).toThrow(/No web build/);
});
