import { defineArea } from '../../define-area.ts';
import mediaPlugin from './media.plugin.ts';
import { mediaRoutes } from './media.routes.ts';

/** Stored files, /media/ and the media library (decisions 038, 042). */
export const mediaArea = defineArea({ name: 'media', plugin: mediaPlugin, routes: mediaRoutes });
