import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { adminScreens } from '~/admin-screens';
import { AdminError } from './admin-error';
import { AdminLoading } from './admin-loading';
import type { TitleOf } from './admin-title';

/** What a back-office route module exports: its screen, and its loader and title when it has them. */
type RouteModule = { default: ComponentType; loader?: LoaderFunction; title?: TitleOf };

/** A route module loaded when its path is first visited (a chunk of its own). */
function lazy(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      return { Component: module.default, loader: module.loader, handle: { title: module.title } };
    },
  };
}

/**
 * The account screens, with the open ones under routes/admin/; the features' screens come from
 * their own registrations (admin-screens.ts): a new screen adds no line here.
 */
const accountScreens: Record<string, () => Promise<RouteModule>> = {
  profile: () => import('~/routes/admin/profile'),
  'edit-profile': () => import('~/routes/admin/edit-profile'),
  'change-password': () => import('~/routes/admin/change-password'),
};

/** Every features/<key>/<key>-screen.tsx, loaded when its screen is first opened. */
const screenModules = import.meta.glob<RouteModule>('../features/*/*-screen.tsx');

function featureScreenRoutes(): RouteObject[] {
  return adminScreens.map((screen) => {
    if (screen.path in accountScreens) throw new Error(`feature ${screen.key}: /admin/${screen.path} is taken`);
    const load = screenModules[`../${screen.file}`];
    if (!load) throw new Error(`feature ${screen.key} registers a screen but has no ${screen.file}`);
    return { path: screen.path, ...lazy(load) };
  });
}

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    hydrateFallbackElement: <AdminLoading />,
    errorElement: <AdminError />,
    ...lazy(() => import('~/routes/admin/layout')),
    children: [
      { index: true, ...lazy(() => import('~/routes/admin/index')) },
      // Open without a session (requirements 1 §2; the invitation's page: decision 035).
      {
        ...lazy(() => import('~/routes/admin/auth-layout')),
        children: [
          { path: 'login', ...lazy(() => import('~/routes/admin/login')) },
          { path: 'forgot-password', ...lazy(() => import('~/routes/admin/forgot-password')) },
          { path: 'email-sent', ...lazy(() => import('~/routes/admin/email-sent')) },
          { path: 'password-reset', ...lazy(() => import('~/routes/admin/password-reset')) },
          { path: 'accept-invitation', ...lazy(() => import('~/routes/admin/accept-invitation')) },
          // Decision 068: the new address's link; its button confirms (a GET changes nothing).
          { path: 'confirm-email', ...lazy(() => import('~/routes/admin/confirm-email')) },
        ],
      },
      // Everything else needs the logged-in flag.
      {
        ...lazy(() => import('~/routes/admin/shell-layout')),
        children: [
          ...featureScreenRoutes(),
          ...Object.entries(accountScreens).map(([path, load]) => ({ path, ...lazy(load) })),
          { path: '*', ...lazy(() => import('~/routes/admin/not-found')) },
        ],
      },
    ],
  },
];
