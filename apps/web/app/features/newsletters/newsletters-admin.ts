import { NewsletterTexts } from '@atrium/contract/newsletters';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 052: newsletters, for editors and administrators (issue 25). */
export default {
  path: 'newsletters',
  nav: { label: NewsletterTexts.title, icon: 'mail', order: 85 },
} satisfies AdminScreen;
