import { defineArea } from '../../define-area.ts';
import { draftsRoutes } from './drafts.routes.ts';

/** The back office's form drafts, kept per user (decision 086). */
export const draftsArea = defineArea({ name: 'drafts', routes: draftsRoutes });
