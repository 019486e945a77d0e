import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateResource, migrationStamp } from './generate.ts';
import { resourceNames, singularOf } from './names.ts';

const root = path.resolve(import.meta.dirname, '../..');
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/**
 * A copy of the parts of the repository that the contract, server and e2e files of a resource
 * compile against, with node_modules linked except the
 * workspace's own contract, which points at the copy.
 */
function repositoryCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-new-resource-'));
  scratch.push(dir);
  for (const part of [
    'package.json',
    'packages/contract',
    'apps/server/src',
    'apps/server/package.json',
    'e2e',
    'scripts',
    'apps/web/app/lib/session-keys.ts',
    'apps/web/app/components/rich-text/paste-fixtures.ts',
    'tsconfig.base.json',
  ]) {
    cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  }
  mkdirSync(path.join(dir, 'node_modules/@atrium'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@atrium') symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  symlinkSync(path.join(dir, 'packages/contract'), path.join(dir, 'node_modules/@atrium/contract'));
  return dir;
}

describe('resource names', () => {
  it('gives each layer its name', () => {
    expect(resourceNames('success-stories')).toEqual({
      key: 'success-stories',
      table: 'success_stories',
      many: 'successStories',
      one: 'successStory',
      One: 'SuccessStory',
      Many: 'SuccessStories',
      oneKey: 'success-story',
      title: 'Success Story',
      titles: 'Success Stories',
      noun: 'Success story',
    });
    expect(['industries', 'faqs', 'addresses', 'boxes', 'partners'].map(singularOf)).toEqual([
      'industry',
      'faq',
      'address',
      'box',
      'partner',
    ]);
    expect(resourceNames('people', 'person').One).toBe('Person');
  });

  it('refuses what is not kebab-case', () => {
    for (const key of ['Partners', 'success_stories', 'partners-', '-partners', 'a--b', '1partners', '']) {
      expect(() => resourceNames(key), key).toThrow(/kebab-case/);
    }
  });
});

describe('new:resource', () => {
  it('names its migration after every existing one', () => {
    const now = new Date('2026-11-23T10:00:30Z');
    expect(migrationStamp(now, ['2026-11-22T0500-platform.ts'])).toBe('2026-11-23T1000');
    expect(migrationStamp(now, ['2026-11-24T0000-later.ts', 'helpers'])).toBe('2026-11-24T0001');
  });

  it('refuses a resource that exists, writing nothing', () => {
    expect(() => generateResource({ root, key: 'industries', dryRun: true })).toThrow(/exists already/);
    expect(() => generateResource({ root, key: 'mission-vision-goals-sub', dryRun: true })).toThrow(/exists already/);
    expect(() => generateResource({ root, key: 'Industries', dryRun: true })).toThrow(/kebab-case/);
  });

  it('lists its files in a dry run without writing them', () => {
    // A clock after every landed migration, so the name does not move when one lands.
    const files = generateResource({ root, key: 'partners', dryRun: true, now: new Date('2099-12-01T08:30:00Z') });
    expect(files.map((f) => f.path)).toEqual([
      'packages/contract/src/partners.ts',
      'packages/contract/src/endpoints/partners.ts',
      'apps/server/src/resources/partners/partners.resource.ts',
      'apps/server/src/resources/partners/partners.test.ts',
      'apps/server/src/db/migrations/2099-12-01T0830-partners.ts',
      'apps/web/app/features/partners/partners-admin.ts',
      'apps/web/app/features/partners/partners-screen.tsx',
      'apps/web/app/features/partners/partners-definition.tsx',
      'apps/web/app/features/partners/partners-form.tsx',
      'e2e/partners.spec.ts',
    ]);
    for (const file of files) expect(existsSync(path.join(root, file.path)), file.path).toBe(false);
  });

  it('writes a resource whose contract, server side and e2e spec typecheck', { timeout: 180_000 }, () => {
    const dir = repositoryCopy();
    const files = generateResource({ root: dir, key: 'success-stories', now: new Date('2099-12-01T08:30:00Z') });
    for (const file of files) {
      expect(readFileSync(path.join(dir, file.path), 'utf8')).toBe(file.content);
    }
    const definition = readFileSync(
      path.join(dir, 'apps/server/src/resources/success-stories/success-stories.resource.ts'),
      'utf8',
    );
    expect(definition).toContain('api: successStoriesEndpoints,');
    const declared = readFileSync(path.join(dir, 'packages/contract/src/endpoints/success-stories.ts'), 'utf8');
    expect(declared).toContain("key: 'success-stories',");
    expect(definition).toContain('success_stories: SuccessStoriesTable;');
    // Decision 074: the fields are declared once, as descriptors; the table type and the form come from them.
    const contract = readFileSync(path.join(dir, 'packages/contract/src/success-stories.ts'), 'utf8');
    expect(contract).toContain('export const successStoryFields = resourceFields({');
    expect(contract).toContain("name: text({ column: 'name', max: 200,");
    expect(definition).toContain('type SuccessStoriesTable = TableOf<typeof successStoryFields.fields>;');
    expect(definition).not.toContain('toWire');
    const form = readFileSync(path.join(dir, 'apps/web/app/features/success-stories/success-stories-form.tsx'), 'utf8');
    expect(form).toContain("fieldForm(successStoryFields.fields, ['name'])");
    expect(form).toContain('ResourceFormProps<SuccessStory, SuccessStoryBody>');
    // A second run finds the resource and refuses.
    expect(() => generateResource({ root: dir, key: 'success-stories' })).toThrow(/exists already/);

    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: './tsconfig.base.json', include: ['packages/*/src', 'apps/server/src', 'e2e'] }),
    );
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
