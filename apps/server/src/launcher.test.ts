import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeOptions } from './launcher.ts';

const root = path.join(import.meta.dirname, '../../..');

/**
 * The V8 options Node documents as useful and allows in NODE_OPTIONS (decision 075), the only kind
 * the launcher may set: not V8's internals, which change meaning between releases.
 */
const STABLE = [/^--max-old-space-size=\d+$/, /^--max-semi-space-size=\d+$/];

describe('the server launcher (decision 075)', () => {
  it('is the only place that says how node runs the server: npm start and the service unit write no option', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe('node scripts/start.js');
    const guide = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    expect(guide).toMatch(/^ExecStart=\/opt\/atrium\/node_modules\/\.bin\/node scripts\/start\.js$/m);
    expect(guide).not.toMatch(/^MALLOC_/m);
  });

  it('sets only stable, documented options, each one this Node accepts', () => {
    for (const option of serverNodeOptions) expect(STABLE.some((allowed) => allowed.test(option))).toBe(true);
    // A Node upgrade that drops or renames an option fails here, not at a production start.
    const run = spawnSync(process.execPath, [...serverNodeOptions, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
