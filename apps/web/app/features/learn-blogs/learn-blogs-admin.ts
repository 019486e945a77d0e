import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'blogs',
  nav: { label: AdminNavLabels.blogs, icon: 'pencil', group: 'learn', order: 10 },
} satisfies AdminScreen;
