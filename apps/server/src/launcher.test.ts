import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeOptions } from './launcher.ts';

const root = path.join(import.meta.dirname, '../../..');

const record = readFileSync(path.join(root, 'docs/decisions/087-node-options-one-by-one.md'), 'utf8');

describe('the server launcher (decisions 075, 087)', () => {
  it('is the only place that says how node runs the server: npm start and the service unit write no option', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe('node scripts/start.js');
    const guide = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    expect(guide).toMatch(/^ExecStart=\/opt\/atrium\/node_modules\/\.bin\/node scripts\/start\.js$/m);
    expect(guide).not.toMatch(/^MALLOC_/m);
  });

  it('sets only what decision 087 names, each option one this Node accepts', () => {
    for (const option of serverNodeOptions) expect(record).toContain(`\`${option}\``);
    // A Node upgrade that drops or renames an option fails here, not at a production start.
    const run = spawnSync(process.execPath, [...serverNodeOptions, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
