import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 048: the organisation's details as the site shows them; administrators only. */
export default {
  path: 'settings',
  nav: { label: AdminNavLabels.siteSettings, icon: 'settings', order: 97 },
  access: 'admin',
} satisfies AdminScreen;
