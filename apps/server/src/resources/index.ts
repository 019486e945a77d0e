import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mediaTranslated } from '@atrium/contract/media-library';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { defineArea } from '../define-area.ts';
import { isResourceDefinition, type ResourceDefinition } from '../resource-kit/define-resource.ts';
import { resourcePlugin } from '../resource-kit/routes.ts';
import { mediaSourceOf } from '../resource-kit/service.ts';
import { createTranslator } from '../resource-kit/translations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every list resource, found once while the app is built (decision 076): sorted by key. */
    resources: readonly ResourceDefinition[];
  }
}

/**
 * Every list resource, found at start: each folder here holds <key>/<key>.resource.ts exporting
 * one defineResource(...) whose key is the folder's name. Adding a resource is adding its folder
 * (`npm run new:resource -- <key>`); nothing here changes. Sorted by key, so routes and the
 * OpenAPI document come in the same order on every start.
 */
export async function loadResources(dir: string = import.meta.dirname): Promise<ResourceDefinition[]> {
  const keys = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const definitions: ResourceDefinition[] = [];
  for (const key of keys) {
    // .js in `npm start`'s built server (decision 057): the extension this module runs with.
    const file = path.join(dir, key, `${key}.resource${path.extname(import.meta.filename)}`);
    if (!existsSync(file)) throw new Error(`resources/${key}/ has no ${key}.resource.ts.`);
    const module: object = await import(pathToFileURL(file).href);
    const found = Object.values(module).filter(isResourceDefinition);
    if (found.length !== 1 || found[0]!.key !== key) {
      throw new Error(`resources/${key}/${key}.resource.ts must export one defineResource({ key: '${key}', ... }).`);
    }
    definitions.push(found[0]!);
  }
  return definitions;
}

/**
 * The list resources in the app (decision 076): found once, as `app.resources`, which their
 * routes and the trash read; each one's files and rich text named to the media library, below,
 * and the kit's translator given to the library for its alt texts.
 */
const resourcesPlugin = fp(
  async function resourcesPlugin(app: FastifyInstance) {
    const definitions = await loadResources();
    app.decorate('resources', definitions);
    for (const definition of definitions) {
      const title = (definition.columns as Record<string, string | undefined>).title;
      app.registerMediaHolder({
        resource: definition.key,
        ...mediaSourceOf(definition),
        ...(title ? { titleColumn: title } : {}),
      });
    }
    // The media library's alt texts per language are the kit's translations too (decision 100).
    app.registerMediaTranslator(createTranslator(app.db, mediaTranslated, app.locales)!);
  },
  { name: 'atrium-resources', dependencies: ['atrium-media', 'atrium-locales'] },
);

const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const definition of app.resources) await app.register(resourcePlugin(definition));
};

/** The list resources between the foundations and the features in the registry (areas.ts, decision 076). */
export const resourcesArea = defineArea({ name: 'resources', plugin: resourcesPlugin, routes: resourceRoutes });
