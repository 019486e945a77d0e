import { LocaleTexts } from '@atrium/contract/locales';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 081: the languages the site is written in; administrators only. */
export default {
  path: 'languages',
  nav: { label: LocaleTexts.heading, icon: 'language', order: 96 },
  access: 'admin',
} satisfies AdminScreen;
