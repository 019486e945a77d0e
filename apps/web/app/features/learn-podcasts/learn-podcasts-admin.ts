import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'podcasts',
  nav: { label: AdminNavLabels.podcasts, icon: 'microphone', group: 'learn', order: 20 },
} satisfies AdminScreen;
