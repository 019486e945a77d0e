import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'articles',
  nav: { label: AdminNavLabels.articles, icon: 'news', group: 'learn', order: 30 },
} satisfies AdminScreen;
