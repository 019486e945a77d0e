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

describe('web layers: routes → features → learn-kit → admin-kit → components, lib; routes/site → site → lib; site-client alone', () => {
  // Loading the config (typescript-eslint, TypeScript) is the slow part: once, under the hook timeout.
  beforeAll(() => restricted('site-server.tsx', 'react-router'));

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
    ['routes/site/blog.tsx', '~/site/pages/learn-detail/learn-detail-page'],
    ['site-server.tsx', '~/site/site-document'],
    ['site-server.tsx', '~/routes/site/page-table'],
    ['site/layout/site-footer.tsx', '~/lib/media'],
    ['site/layout/site-footer.tsx', '~/site/ui/icons'],
    ['site/ui/icons.tsx', '@atrium/contract/site'],
    ['site-client/islands/site-menu.ts', '~/site-client/island'],
    ['site-client/islands/slider.ts', 'embla-carousel'],
    ['site-client/forms/form-controller.ts', '@atrium/contract/submission-rules'],
    ['site-client/forms/contact-form.ts', '@atrium/contract/public-forms'],
    ['site-client/forms/altcha.ts', 'altcha-lib'],
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
    ['site/ui/pager.tsx', '~/admin-kit/pager'],
    ['site/ui/pager.tsx', '~/features/faqs/faqs-definition'],
    ['site/learn/learn-media.tsx', '~/learn-kit/learn-values'],
    ['site/ui/pager.tsx', '~/components/icons'],
    ['site/ui/pager.tsx', '@mantine/core'],
    ['site/ui/pager.tsx', '@tanstack/react-query'],
    ['site/ui/pager.tsx', '~/routes/site/page-table'],
    ['features/faqs/faqs-form.tsx', '~/site/ui/pager'],
    ['lib/media.ts', '~/site/ui/responsive-image'],
    ['site-client/main.ts', 'react'],
    ['site-client/main.ts', 'react-router'],
    ['site-client/main.ts', '~/lib/media'],
    ['site-client/main.ts', '~/site/ui/icons'],
    ['site-client/islands/site-menu.ts', '@atrium/contract/site'],
    // zod: the forms' rules come from the zod-free module (decision 020).
    ['site-client/forms/form-controller.ts', '@atrium/contract/submissions'],
    ['site-client/forms/form-controller.ts', 'zod'],
  ])('%s may not import %s', async (file, from) => {
    expect(await restricted(file, from)).toBe(true);
  });
});
