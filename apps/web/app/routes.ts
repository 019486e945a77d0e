import { existsSync } from 'node:fs';
import path from 'node:path';
import { getAppDirectory, index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { adminScreens } from './admin-screens';

/**
 * Public routes render on the server; everything under /admin renders in the browser
 * (routes/admin/layout.tsx). The screens of the features come from their own registrations
 * (admin-screens.ts): a new screen adds no line here.
 */
const accountRoutes = ['profile', 'edit-profile', 'change-password'];

function featureScreenRoutes() {
  return adminScreens.map((screen) => {
    if (accountRoutes.includes(screen.path)) throw new Error(`feature ${screen.key}: /admin/${screen.path} is taken`);
    if (!existsSync(path.join(getAppDirectory(), screen.file))) {
      throw new Error(`feature ${screen.key} registers a screen but has no ${screen.file}`);
    }
    return route(screen.path, screen.file);
  });
}

export default [
  // The public site (decision 016): server-rendered, no React in the browser.
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('about-us', 'routes/site/about-us.tsx'),
    route('initiatives', 'routes/site/initiatives.tsx'),
    route('learn', 'routes/site/learn.tsx'),
    route('faqs', 'routes/site/faqs.tsx'),
    route('contact-us', 'routes/site/contact-us.tsx'),
    route('privacy-policy', 'routes/site/privacy-policy.tsx'),
    route('term-of-use', 'routes/site/term-of-use.tsx'),
    route('blogs/:slug', 'routes/site/blog.tsx'),
    route('articles/:slug', 'routes/site/article.tsx'),
    route('videos/:slug', 'routes/site/video.tsx'),
    route('podcasts/:slug', 'routes/site/podcast.tsx'),
    // Site search (decision 049): a plain GET form, noindex.
    route('search', 'routes/site/search.tsx'),
    // The newsletters' public archive (decision 052).
    route('newsletters', 'routes/site/newsletters.tsx'),
    route('newsletters/:slug', 'routes/site/newsletter.tsx'),
    // A mail's links open these (decision 067): a button that POSTs; noindex, no-store, never cached.
    route('mailing-list/confirm', 'routes/site/mailing-list-confirm.tsx'),
    route('mailing-list/unsubscribe', 'routes/site/mailing-list-unsubscribe.tsx'),
    route('mailing-list/confirmed', 'routes/site/mailing-list-confirmed.tsx'),
    route('mailing-list/unsubscribed', 'routes/site/mailing-list-unsubscribed.tsx'),
    // A draft or an unsaved form through the public templates (decision 028): noindex, no-store.
    route('preview/:token', 'routes/site/preview.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  // The appointment popup's markup, fetched by the header's button (decision 020).
  route('appointment-popup', 'routes/site/appointment-popup.tsx'),

  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    // Open without a session (spec 1 §2; the invitation's page: decision 035).
    layout('routes/admin/auth-layout.tsx', [
      route('login', 'routes/admin/login.tsx'),
      route('forgot-password', 'routes/admin/forgot-password.tsx'),
      route('email-sent', 'routes/admin/email-sent.tsx'),
      route('password-reset', 'routes/admin/password-reset.tsx'),
      route('accept-invitation', 'routes/admin/accept-invitation.tsx'),
      // Decision 068: the new address's link; its button confirms (a GET changes nothing).
      route('confirm-email', 'routes/admin/confirm-email.tsx'),
    ]),
    // Everything else needs the logged-in flag.
    layout('routes/admin/shell-layout.tsx', [
      ...featureScreenRoutes(),
      ...accountRoutes.map((name) => route(name, `routes/admin/${name}.tsx`)),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
