import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'videos',
  nav: { label: AdminNavLabels.videos, icon: 'video', group: 'learn', order: 40 },
} satisfies AdminScreen;
