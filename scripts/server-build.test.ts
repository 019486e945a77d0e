import { describe, expect, it } from 'vitest';
import { rewriteImports } from './server-build.ts';

describe('rewriteImports', () => {
  const file = 'apps/server/src/foundations/media/media.service.ts';

  it('points relative imports at the built .js files, keeping each line as long', () => {
    const code = [
      "import { a } from './a.ts';",
      "export { b } from '../b/b.ts';",
      "import './side-effect.ts';",
      "const c = await import('./c.ts');",
    ].join('\n');
    const built = rewriteImports(code, file);
    expect(built).toBe(code.replaceAll(".ts'", ".js'"));
    expect(built.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
  });

  it('points the contract package at its built files, relative to the importing file', () => {
    expect(rewriteImports("import { Messages } from '@atrium/contract/messages';", file)).toBe(
      "import { Messages } from '../../../../../packages/contract/src/messages.js';",
    );
  });

  it('leaves packages, node: modules and texts alone', () => {
    const code = [
      "import sharp from 'sharp';",
      "import path from 'node:path';",
      "const message = 'a file named like x.ts';",
      'const template = `${key}.resource.ts`;',
    ].join('\n');
    expect(rewriteImports(code, file)).toBe(code);
  });
});
