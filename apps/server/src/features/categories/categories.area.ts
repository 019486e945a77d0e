import { defineArea } from '../../define-area.ts';
import { categoryRemovalRoutes } from './category-removal.routes.ts';

/** A category's delete, which the list resource's kit routes do not have. */
export const categoriesArea = defineArea({ name: 'categories', routes: categoryRemovalRoutes });
