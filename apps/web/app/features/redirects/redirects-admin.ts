import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 078: redirects, beside the site settings; administrators only. */
export default {
  path: 'redirects',
  nav: { label: AdminNavLabels.redirects, icon: 'redirect', order: 98 },
  access: 'admin',
} satisfies AdminScreen;
