import { defineArea } from '../../define-area.ts';
import { learnRoutes } from './learn.routes.ts';

/** The public learn reads the four learn resources share (decision 014). */
export const learnArea = defineArea({ name: 'learn', routes: learnRoutes });
