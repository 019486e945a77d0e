import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Public routes render on the server; everything under /admin renders in the browser
 * (routes/admin/layout.tsx). Screens of later releases add their routes under the shell.
 */
export default [
  layout('routes/site/layout.tsx', [index('routes/site/home.tsx'), route('*', 'routes/site/not-found.tsx')]),

  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    // Open without a session (spec 1 §2).
    layout('routes/admin/auth-layout.tsx', [
      route('login', 'routes/admin/login.tsx'),
      route('forgot-password', 'routes/admin/forgot-password.tsx'),
      route('email-sent', 'routes/admin/email-sent.tsx'),
      route('password-reset', 'routes/admin/password-reset.tsx'),
    ]),
    // Everything else needs the logged-in flag.
    layout('routes/admin/shell-layout.tsx', [
      route('hero-slider', 'routes/admin/hero-slider.tsx'),
      route('industries', 'routes/admin/industries.tsx'),
      route('individuals', 'routes/admin/individuals.tsx'),
      route('faq', 'routes/admin/faq.tsx'),
      route('mission-vision-goal', 'routes/admin/mission-vision-goal.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      route('profile', 'routes/admin/profile.tsx'),
      route('edit-profile', 'routes/admin/edit-profile.tsx'),
      route('change-password', 'routes/admin/change-password.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
