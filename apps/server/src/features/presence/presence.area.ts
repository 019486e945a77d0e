import { defineArea } from '../../define-area.ts';
import { presenceRoutes } from './presence.routes.ts';

/** Who else has a record's edit form open (decision 083). */
export const presenceArea = defineArea({ name: 'presence', routes: presenceRoutes });
