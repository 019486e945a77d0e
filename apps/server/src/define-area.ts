import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Config } from './env.ts';
import type { PageCache } from './foundations/page-cache/page-cache.ts';

/** What a plugin's options are made from: what `buildApp` has before Fastify exists. */
export type AreaContext = { config: Config; pageCache: PageCache };

/**
 * A foundation, a feature or the list resources, as `buildApp` registers it from the registry
 * (`areas.ts`, decision 076): its plugin first, with the other areas' in the registry's order;
 * later, with theirs, its routes under /api and its routes at the site's root.
 */
export type Area = {
  /** Its folder's name (areas.test.ts holds the two equal). */
  readonly name: string;
  readonly register?: (app: FastifyInstance, context: AreaContext) => Promise<void>;
  /** Routes under /api. */
  readonly routes?: FastifyPluginAsync;
  /** Routes at the site's root (the site's files and icons), cached like pages. */
  readonly siteRoutes?: FastifyPluginAsync;
};

type AreaParts = Omit<Area, 'register'>;

/** An area whose plugin takes no options, or only optional ones. */
export function defineArea(area: AreaParts & { plugin?: FastifyPluginAsync }): Area;
/** An area whose plugin's options are made from what the app is built with (the render cache, the configuration). */
export function defineArea<Options extends FastifyPluginOptions>(
  area: AreaParts & { plugin: FastifyPluginAsync<Options>; options: (context: AreaContext) => Options },
): Area;
export function defineArea({
  plugin,
  options,
  ...area
}: AreaParts & { plugin?: FastifyPluginAsync; options?: (context: AreaContext) => FastifyPluginOptions }): Area {
  if (!plugin) return area;
  return {
    ...area,
    register: async (app, context) => {
      await app.register(plugin, options?.(context) ?? {});
    },
  };
}
