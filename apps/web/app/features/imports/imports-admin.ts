import { ImportTexts } from '@atrium/contract/imports';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 079: importing a WordPress site; administrators only, after the redirects. */
export default {
  path: 'import',
  nav: { label: ImportTexts.navLabel, icon: 'upload', order: 99 },
  access: 'admin',
} satisfies AdminScreen;
