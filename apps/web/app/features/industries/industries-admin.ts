import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'industries',
  nav: { label: AdminNavLabels.industries, icon: 'building', group: 'connect', order: 20 },
} satisfies AdminScreen;
