import { defineArea } from '../../define-area.ts';
import { submissionsRoutes } from './submissions.routes.ts';

/** The public forms' posts, the inboxes' read state and exports, the mailing list (decisions 012, 013). */
export const submissionsArea = defineArea({ name: 'submissions', routes: submissionsRoutes });
