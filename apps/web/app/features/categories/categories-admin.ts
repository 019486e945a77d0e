import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'categories',
  nav: { label: AdminNavLabels.categories, icon: 'tags', order: 90 },
} satisfies AdminScreen;
