import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'individuals',
  nav: { label: AdminNavLabels.individuals, icon: 'users', group: 'aboutUs', order: 20 },
} satisfies AdminScreen;
