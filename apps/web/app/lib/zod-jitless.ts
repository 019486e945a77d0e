/**
 * Zod (used by the admin screens) compiles its object parsers with `new Function` after probing
 * whether eval is allowed. Our CSP allows no eval: the probe fails quietly but reports a CSP
 * violation on every admin page. In `jitless` mode Zod skips both. Zod reads its global config
 * from `globalThis.__zod_globalConfig` when it loads; setting it here, in the root route (the
 * first module a page runs), covers every chunk that loads Zod later, and keeps Zod itself out
 * of the public pages' bundle. Browser only: the server keeps Zod's faster compiled parsers.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== 'undefined') {
  // Changed in place: a Zod already loaded (after a hot reload) keeps reading the same object.
  ((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
}
