import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 035: who may sign in and what they may do; administrators only. */
export default {
  path: 'users',
  nav: { label: AdminNavLabels.users, icon: 'key', order: 95 },
  access: 'admin',
} satisfies AdminScreen;
