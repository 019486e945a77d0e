import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areas } from './areas.ts';

/** The folders of a floor that give the app a plugin or routes, which only the registry registers. */
function registered(floor: 'foundations' | 'features'): string[] {
  const dir = path.join(import.meta.dirname, floor);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(path.join(dir, entry.name)).some((file) => /\.(plugin|routes)\.ts$/.test(file)))
    .map((entry) => entry.name);
}

describe('the registry of areas (decision 076)', () => {
  const names = areas.map((area) => area.name);
  const folders = [...registered('foundations'), ...registered('features')];

  it('finds the folders it checks', () => {
    expect(folders).toEqual(expect.arrayContaining(['media', 'auth', 'page-cache', 'learn', 'trash', 'site-files']));
  });

  it.each(folders)('lists %s once', (name) => {
    expect(names.filter((listed) => listed === name)).toEqual([name]);
  });

  it.each([
    ...registered('foundations').map((name) => ['foundations', name]),
    ...registered('features').map((name) => ['features', name]),
  ])('%s/%s declares its area in <name>.area.ts, and the registry holds that one', async (floor, name) => {
    const file = path.join(import.meta.dirname, floor!, name!, `${name}.area.ts`);
    const declared = Object.values(await import(pathToFileURL(file).href));
    expect(declared).toHaveLength(1);
    expect(areas).toContain(declared[0]);
  });

  it('lists nothing but those folders and the list resources', () => {
    expect(names.filter((name) => !folders.includes(name))).toEqual(['resources']);
  });

  it('registers the foundations before the list resources, and those before the features', () => {
    const foundations = registered('foundations').map((name) => names.indexOf(name));
    const features = registered('features').map((name) => names.indexOf(name));
    const resources = names.indexOf('resources');
    expect(Math.max(...foundations)).toBeLessThan(resources);
    expect(Math.min(...features)).toBeGreaterThan(resources);
  });
});
