import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import-direction rule of eslint.config.js, applied to one import line as if it sat in `file`. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, from: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport { x };\n`, {
    filePath: `${root}/apps/web/app/${file}`,
  });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('web layers: routes → features → learn-kit → admin-kit → components, lib', () => {
  // Loading the config (typescript-eslint, TypeScript) is the slow part: once, under the hook timeout.
  beforeAll(() => restricted('root.tsx', 'react-router'));

  it.each([
    ['routes/admin/shell-layout.tsx', '~/admin-screens'],
    ['routes/admin/profile.tsx', '~/features/faqs/faqs-definition'],
    ['features/faqs/faqs-screen.tsx', '~/admin-kit/resource-list-page'],
    ['features/faqs/faqs-screen.tsx', './faqs-definition'],
    ['admin-kit/resource-api.ts', '~/lib/api-client'],
    ['components/admin-shell/nav-items.ts', '~/components/icons'],
    ['admin-kit/resource-api.test.ts', '~/testing/stub-fetch'],
    ['features/learn-blogs/learn-blogs-definition.tsx', '~/learn-kit/learn-definition'],
    ['learn-kit/learn-form.tsx', '~/admin-kit/resource-form'],
  ])('%s may import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(false);
  });

  it.each([
    ['features/faqs/faqs-form.tsx', '~/features/industries/industries-form'],
    ['features/faqs/faqs-form.tsx', '~/admin-screens'],
    ['features/faqs/faqs-form.tsx', '~/routes/admin/layout'],
    ['admin-kit/types.ts', '~/features/faqs/faqs-definition'],
    ['components/page-header.tsx', '~/admin-kit/types'],
    ['lib/session.ts', '~/features/faqs/faqs-definition'],
    ['lib/session.ts', '../admin-kit/types'],
    ['features/faqs/faqs-form.tsx', '../../lib/form-errors'],
    ['admin-kit/resource-api.ts', '~/testing/stub-fetch'],
    ['features/faqs/faqs-values.test.ts', '~/features/industries/industries-values'],
    ['learn-kit/learn-form.tsx', '~/features/learn-blogs/learn-blogs-definition'],
    ['admin-kit/types.ts', '~/learn-kit/learn-values'],
    ['components/page-header.tsx', '~/learn-kit/learn-values'],
  ])('%s may not import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(true);
  });
});
