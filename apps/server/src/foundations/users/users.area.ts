import { defineArea } from '../../define-area.ts';
import { usersRoutes } from './users.routes.ts';

/** The users screen's calls (decision 035). */
export const usersArea = defineArea({ name: 'users', routes: usersRoutes });
