import { defineArea } from '../../define-area.ts';
import importsPlugin from './imports.plugin.ts';
import { importsRoutes } from './imports.routes.ts';

/** Importing a WordPress site (decision 079): the jobs' worker in every process, and their calls. */
export const importsArea = defineArea({ name: 'imports', plugin: importsPlugin, routes: importsRoutes });
