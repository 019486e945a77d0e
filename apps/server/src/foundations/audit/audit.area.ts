import { defineArea } from '../../define-area.ts';
import auditPlugin from './audit.plugin.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit log (decision 031): every administrator write recorded once, and its screen's calls. */
export const auditArea = defineArea({ name: 'audit', plugin: auditPlugin, routes: auditRoutes });
