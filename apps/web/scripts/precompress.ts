/**
 * After the build (`vite build` and `vite build --ssr`): writes .br and .gz next to each compressible client file, so
 * the server sends them as they are (@fastify/static `preCompressed`) without compressing on
 * every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const compressible = /\.(js|mjs|css|svg|json|txt|html|map|xml|webmanifest)$/;

let count = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const size = statSync(file).size;
  if (size < 1024) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += size;
  after += br.length;
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
