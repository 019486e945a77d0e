import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from './node-flags.ts';

describe('serverNodeFlags and serverEnvironment', () => {
  it('are how npm start runs node', () => {
    const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const environment = Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`);
    expect(manifest.scripts.start).toBe([...environment, 'node', ...serverNodeFlags, 'scripts/start.js'].join(' '));
  });
});
