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

  it("are how docs/deploy.md's service unit runs node, with the same environment", () => {
    const guide = readFileSync(path.join(import.meta.dirname, '../../../docs/deploy.md'), 'utf8');
    const execStart = guide.match(/^ExecStart=\/opt\/atrium\/node_modules\/\.bin\/node (.*)$/m)?.[1];
    expect(execStart).toBe([...serverNodeFlags, 'scripts/start.js'].join(' '));
    for (const [name, value] of Object.entries(serverEnvironment)) {
      expect(guide).toMatch(new RegExp(`^${name}=${value}$`, 'm'));
    }
  });
});
