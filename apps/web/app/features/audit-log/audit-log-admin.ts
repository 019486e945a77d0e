import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 031: the audit log, last in the navigation. */
export default {
  path: 'audit-log',
  nav: { label: AdminNavLabels.auditLog, icon: 'list', order: 100 },
  access: 'admin',
} satisfies AdminScreen;
