import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'mailing-lists',
  nav: { label: AdminNavLabels.mailingLists, icon: 'list', order: 80 },
  access: 'admin',
} satisfies AdminScreen;
