import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'contact-us',
  nav: {
    label: AdminNavLabels.contactUs,
    icon: 'mail',
    group: 'connect',
    order: 10,
    count: inboxReadState['contact-us'].unreadCount,
  },
} satisfies AdminScreen;
