/**
 * The public site's browser code (decision 016): app/site-client/main.ts and the island modules
 * it imports, built as a graph of its own so that nothing of React, the router or the back office
 * can end up in a chunk a public page loads. The web build runs it through this plugin: the
 * browser's build emits its files under assets/ (hashed, served immutable, precompressed with
 * the rest), and the site's server build learns the entry's address from
 * `virtual:atrium/site-client` (decision 073).
 * In development the entry is served from source by Vite.
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const entry = 'app/site-client/main.ts';
const virtualId = 'virtual:atrium/site-client';
const resolvedId = `\0${virtualId}`;

type Output = Array<Rolldown.OutputChunk | Rolldown.OutputAsset>;

/**
 * One build per process: each environment that asks for it must name the same files. The
 * output is content-hashed, so the two builds (`vite build`, `vite build --ssr`) name the same.
 */
let bundled: Promise<Output> | undefined;

function bundleSiteClient(webDir: string): Promise<Output> {
  bundled ??= build({
    configFile: false,
    root: webDir,
    mode: 'production',
    logLevel: 'warn',
    envDir: false,
    resolve: { alias: { '~': path.join(webDir, 'app') } },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      // Library mode: Vite then wraps no dynamic import in its preload helper (1 KB that islands,
      // with hardly any shared dependencies, do not need).
      lib: { entry: path.join(webDir, entry), formats: ['es'] },
      target: 'es2022',
      rolldownOptions: {
        output: {
          format: 'es',
          // Library mode keeps whitespace for the library's users; these files go to browsers.
          minify: true,
          entryFileNames: 'assets/site-client-[hash].js',
          // A library's chunk is named after its file ('embla-carousel.esm'): word characters only.
          chunkFileNames: (chunk) => `assets/island-${chunk.name.replace(/[^\w-]+/g, '-')}-[hash].js`,
        },
      },
    },
    // The spam check's proof of work runs in module workers (decision 020), files of their own.
    worker: {
      format: 'es',
      rolldownOptions: { output: { minify: true, entryFileNames: 'assets/site-worker-[name]-[hash].js' } },
    },
  }).then((result) => {
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.flatMap((one) => ('output' in one ? one.output : []));
  });
  return bundled;
}

export function siteClient(): Plugin {
  let webDir = '';
  let serving = false;
  return {
    name: 'atrium-site-client',
    configResolved(config) {
      webDir = config.root;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (serving) return `export default ${JSON.stringify(`/${entry}`)};`;
      const main = (await bundleSiteClient(webDir)).find((file) => file.type === 'chunk' && file.isEntry);
      if (!main) throw new Error(`The site client build produced no entry for ${entry}.`);
      return `export default ${JSON.stringify(`/${main.fileName}`)};`;
    },
    async generateBundle() {
      if (serving || this.environment.name !== 'client') return;
      for (const file of await bundleSiteClient(webDir)) {
        this.emitFile({
          type: 'asset',
          fileName: file.fileName,
          source: file.type === 'chunk' ? file.code : file.source,
        });
      }
    },
  };
}
