import { defineArea } from '../../define-area.ts';
import { previewsRoutes } from './previews.routes.ts';

/** Preview links (decision 028). */
export const previewsArea = defineArea({ name: 'previews', routes: previewsRoutes });
