import type { Area } from './define-area.ts';
import { analyticsArea } from './features/analytics/analytics.area.ts';
import { categoriesArea } from './features/categories/categories.area.ts';
import { importsArea } from './features/imports/imports.area.ts';
import { learnArea } from './features/learn/learn.area.ts';
import { newslettersArea } from './features/newsletters/newsletters.area.ts';
import { pagesArea } from './features/pages/pages.area.ts';
import { presenceArea } from './features/presence/presence.area.ts';
import { previewsArea } from './features/previews/previews.area.ts';
import { redirectsArea } from './features/redirects/redirects.area.ts';
import { scheduleArea } from './features/schedule/schedule.area.ts';
import { searchArea } from './features/search/search.area.ts';
import { siteFilesArea } from './features/site-files/site-files.area.ts';
import { siteSettingsArea } from './features/site-settings/site-settings.area.ts';
import { submissionsArea } from './features/submissions/submissions.area.ts';
import { trashArea } from './features/trash/trash.area.ts';
import { auditArea } from './foundations/audit/audit.area.ts';
import { authArea } from './foundations/auth/auth.area.ts';
import { captchaArea } from './foundations/captcha/captcha.area.ts';
import { draftsArea } from './foundations/drafts/drafts.area.ts';
import { healthArea } from './foundations/health/health.area.ts';
import { localesArea } from './foundations/locales/locales.area.ts';
import { mailArea } from './foundations/mail/mail.area.ts';
import { mediaArea } from './foundations/media/media.area.ts';
import { metricsArea } from './foundations/metrics/metrics.area.ts';
import { pageCacheArea } from './foundations/page-cache/page-cache.area.ts';
import { usersArea } from './foundations/users/users.area.ts';
import { resourcesArea } from './resources/index.ts';

/**
 * What the app is built from, in order (decision 076): `buildApp` registers every plugin in this
 * order, then every area's routes under /api, then its routes at the site's root. Foundations
 * first, then the list resources, then the features: a plugin may use what an earlier one
 * decorated (Fastify checks each plugin's `dependencies`), never a later one. Every folder of
 * foundations/ and features/ with a plugin or routes is here once (areas.test.ts).
 */
export const areas: readonly Area[] = [
  // Foundations.
  metricsArea,
  auditArea,
  mailArea,
  mediaArea,
  captchaArea,
  pageCacheArea,
  authArea,
  usersArea,
  draftsArea,
  healthArea,
  localesArea,
  // The list resources: found once as app.resources, their files named to media, their routes.
  resourcesArea,
  // Features.
  siteSettingsArea,
  // Decision 078: in front of the render cache's pages, from the first request on.
  redirectsArea,
  // Decision 082: counts every page the page cache answers; searches and forms report to it.
  analyticsArea,
  trashArea,
  scheduleArea,
  newslettersArea,
  categoriesArea,
  submissionsArea,
  learnArea,
  searchArea,
  pagesArea,
  previewsArea,
  // Decision 083: who else has a record's edit form open.
  presenceArea,
  siteFilesArea,
  // Decision 079: WordPress imports, run as jobs in the background and resumed after a restart.
  importsArea,
];
