import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import { AdminNavLabels } from '@atrium/contract/messages';
import type { AdminScreen } from '~/admin-kit/admin-screen';

export default {
  path: 'requested-appointments',
  nav: {
    label: AdminNavLabels.requestedAppointments,
    icon: 'calendar',
    order: 70,
    count: inboxReadState['requestedappointments'].unreadCount,
  },
  access: 'admin',
} satisfies AdminScreen;
