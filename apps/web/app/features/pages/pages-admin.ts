import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'pages',
  nav: { label: AdminNavLabels.pages, icon: 'pages', order: 20 },
} satisfies AdminScreen;
