import { RedirectTexts } from '@atrium/contract/redirects';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'redirects',
  nav: { label: RedirectTexts.plural, icon: 'list', order: 90 },
} satisfies AdminScreen;
