import { DashboardTexts } from '@atrium/contract/analytics';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 082: the back office's home, first in the navigation. */
export default {
  path: 'dashboard',
  nav: { label: DashboardTexts.navLabel, icon: 'chart', order: 0 },
} satisfies AdminScreen;
