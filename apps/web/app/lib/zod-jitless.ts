/**
 * Zod (used by the admin screens) compiles its object parsers with `new Function` after probing
 * whether eval is allowed. Our CSP allows no eval: the probe fails quietly but reports a CSP
 * violation on every admin page. In `jitless` mode Zod skips both. Zod reads its global config
 * from `globalThis.__zod_globalConfig` when it loads; setting it here, in the back office's first
 * module (app/admin/main.tsx; a chunk of its own, vite.config.ts), covers every chunk that loads
 * Zod later. Browser only: the server keeps Zod's faster compiled parsers.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== 'undefined') {
  // Changed in place: a Zod already loaded (after a hot reload) keeps reading the same object.
  ((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
}
