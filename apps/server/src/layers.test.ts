import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's import rules of eslint.config.js (decisions 022, 076), applied to one import line
 * as if it sat in `file`: the roles' rule (@typescript-eslint/no-restricted-imports) and the
 * floors' (no-restricted-imports) both.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const importRules = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

async function restricted(file: string, from: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport { x };\n`, {
    filePath: `${root}/apps/server/src/${file}`,
  });
  return (result?.messages ?? []).some((message) => importRules.has(message.ruleId ?? ''));
}

describe('server layers: foundations and db/ → the kit and plugins → resources and features → the app; routes → services → repositories', () => {
  // Loading the config (typescript-eslint, TypeScript) is the slow part: once, under the hook timeout.
  beforeAll(() => restricted('app.ts', 'fastify'));

  it.each([
    // Floors (decision 076): each may import its own and those below.
    ['foundations/media/media.plugin.ts', '../../db/database.ts'],
    ['foundations/media/media.plugin.ts', '../../plugins/endpoints.ts'],
    ['foundations/auth/auth.routes.ts', '../users/users.service.ts'],
    ['foundations/audit/audit.service.ts', '../csv/csv.ts'],
    ['db/backup.ts', '../foundations/media/storage.ts'],
    ['resource-kit/service.ts', '../foundations/media/media.service.ts'],
    ['resource-kit/routes.ts', '../plugins/endpoints.ts'],
    ['plugins/web.ts', '../foundations/page-cache/page-entry.ts'],
    ['plugins/openapi.ts', '../resource-kit/bodies.ts'],
    ['features/trash/trash.plugin.ts', '../../resource-kit/service.ts'],
    ['features/trash/trash.plugin.ts', '../../foundations/revisions/revisions.service.ts'],
    ['features/pages/pages.service.ts', '../learn/learn.service.ts'],
    ['features/previews/previews.routes.ts', '../../plugins/web.ts'],
    ['resources/learn-blogs/learn-blogs.resource.ts', '../../features/learn/learn-resource.ts'],
    ['resources/index.ts', '../resource-kit/routes.ts'],
    ['areas.ts', './features/trash/trash.area.ts'],
    ['areas.ts', './resources/index.ts'],
    ['seed/demo.ts', '../resources/faqs/faqs.resource.ts'],
    ['seed/demo.ts', '../features/pages/pages.service.ts'],
    // Tests may reach any floor.
    ['foundations/media/media.test.ts', '../../resources/index.ts'],
    ['features/trash/trash.test.ts', '../../resources/index.ts'],
    // Roles (decision 022).
    ['features/pages/pages.routes.ts', './pages.service.ts'],
    ['features/pages/pages.service.ts', './pages.repository.ts'],
    ['features/pages/pages.repository.ts', 'kysely'],
    ['foundations/audit/audit.plugin.ts', 'fastify-plugin'],
  ])('%s may import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(false);
  });

  it.each([
    // A foundation is below the kit, the resources and the features.
    ['foundations/media/media.plugin.ts', '../../resource-kit/service.ts'],
    ['foundations/media/media.plugin.ts', '../../resources/index.ts'],
    ['foundations/media/media.plugin.ts', '../../features/site-settings/site-settings.service.ts'],
    ['foundations/audit/audit.service.ts', '../../features/submissions/csv.ts'],
    // ...whatever its role: the routes' and the services' rules do not replace the floor's.
    ['foundations/audit/audit.routes.ts', '../../resource-kit/routes.ts'],
    ['foundations/revisions/revisions.service.ts', '../../resource-kit/service.ts'],
    ['foundations/media/media.repository.ts', '../../features/learn/learn.tables.ts'],
    ['db/backup.ts', '../features/learn/learn.tables.ts'],
    // The kit and the plugins know no resource and no feature, not even the resources' registry.
    ['plugins/web.ts', '../features/previews/previews.routes.ts'],
    ['plugins/endpoints.ts', '../resources/index.ts'],
    ['plugins/endpoints.ts', '../resources/faqs/faqs.resource.ts'],
    ['resource-kit/service.ts', '../features/learn/learn-item.ts'],
    ['resource-kit/routes.ts', '../resources/index.ts'],
    // A feature reads app.resources.
    ['features/trash/trash.plugin.ts', '../../resources/index.ts'],
    ['features/search/search.service.ts', '../../resources/faqs/faqs.resource.ts'],
    // Roles (decision 022).
    ['features/pages/pages.service.ts', './pages.routes.ts'],
    ['features/pages/pages.service.ts', 'fastify'],
    ['features/pages/pages.service.ts', 'kysely'],
    ['features/pages/pages.routes.ts', '../../db/database.ts'],
    ['features/pages/pages.routes.ts', './pages.repository.ts'],
    ['foundations/audit/audit.repository.ts', './audit.service.ts'],
    ['resources/faqs/faqs.resource.ts', '../industries/industries.resource.ts'],
    ['resources/faqs/faqs.resource.ts', '../../features/pages/pages.service.ts'],
    ['foundations/media/media.plugin.ts', '../../testing/test-app.ts'],
    ['features/pages/pages.routes.ts', '../../seed/demo.ts'],
    ['app.ts', './server.ts'],
  ])('%s may not import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(true);
  });
});
