/**
 * `npm run new:resource -- <key> [--singular <word>] [--dry-run]`: writes the starting files of
 * a list resource shaped like industries (contract, server definition and its test, migration,
 * web definition and form, e2e spec). Nothing else needs an edit: the server finds resources
 * and migrations by their file names. Then fill in the resource's own fields.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateResource } from './new-resource/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { singular: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error('Usage: npm run new:resource -- <key> [--singular <word>] [--dry-run]');
  const files = generateResource({ root, key: positionals[0]!, singular: values.singular, dryRun: values['dry-run'] });
  console.log(`${values['dry-run'] ? 'Would write' : 'Wrote'}:\n${files.map((f) => `  ${f.path}`).join('\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
