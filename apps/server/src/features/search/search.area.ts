import { defineArea } from '../../define-area.ts';
import { searchRoutes } from './search.routes.ts';

/** The site search (decision 049). */
export const searchArea = defineArea({ name: 'search', routes: searchRoutes });
