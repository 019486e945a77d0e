import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'mission-vision-goal',
  nav: { label: AdminNavLabels.missionVisionGoal, icon: 'target', group: 'aboutUs', order: 10 },
} satisfies AdminScreen;
