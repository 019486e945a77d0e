import { defineArea } from '../../define-area.ts';
import pageCachePlugin from './page-cache.plugin.ts';

/** The render cache in Fastify (decision 075): the one `buildApp` made, in front of Fastify too. */
export const pageCacheArea = defineArea({
  name: 'page-cache',
  plugin: pageCachePlugin,
  options: ({ pageCache, config }) => ({ cache: pageCache, pollMs: config.pageCache.pollMs }),
});
