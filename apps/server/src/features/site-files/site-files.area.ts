import { defineArea } from '../../define-area.ts';
import { siteFilesRoutes } from './site-files.routes.ts';

/** The sitemap, robots.txt, the feeds and the site-verification file, at the site's root. */
export const siteFilesArea = defineArea({ name: 'site-files', siteRoutes: siteFilesRoutes });
