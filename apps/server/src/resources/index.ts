import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { isResourceDefinition, type ResourceDefinition } from '../resource-kit/define-resource.ts';
import { resourcePlugin } from '../resource-kit/routes.ts';

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

export const resourceRoutes: FastifyPluginAsync = async (app) => {
  const definitions = await loadResources();
  for (const definition of definitions) await app.register(resourcePlugin(definition));
};
