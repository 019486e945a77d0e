import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'hero-slider',
  nav: { label: AdminNavLabels.heroSlider, icon: 'slider', order: 10 },
} satisfies AdminScreen;
