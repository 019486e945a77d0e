import { defineArea } from '../../define-area.ts';
import { pagesRoutes } from './pages.routes.ts';

/** Page meta and the default pages' folds (decision 015). */
export const pagesArea = defineArea({ name: 'pages', routes: pagesRoutes });
