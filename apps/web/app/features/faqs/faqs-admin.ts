import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'faq',
  nav: { label: AdminNavLabels.faq, icon: 'help', order: 40 },
} satisfies AdminScreen;
