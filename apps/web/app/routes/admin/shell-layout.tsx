import { Navigate, Outlet, redirect } from 'react-router';
import { adminScreenTitle } from '~/admin-kit/admin-screen';
import { UnsavedChangesGuard } from '~/admin-kit/unsaved-changes';
import { adminScreens, navScreenOf, screenAt } from '~/admin-screens';
import { AdminShell } from '~/components/admin-shell/admin-shell';
import { buildAdminNav } from '~/components/admin-shell/nav-items';
import { loginPathFor } from '~/lib/next-path';
import { isLoggedIn, useIsLoggedIn } from '~/lib/session';
import type { Route } from './+types/shell-layout';

/**
 * The guard (spec 1 §2): every /admin screen but the four open ones needs the logged-in flag
 * to equal 'true'. The loader checks on arrival; the component follows sign-outs made later
 * (another tab). Login comes back here after signing in (`next`, decision 026).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  return null;
}

/**
 * A feature's screen is titled by its registration, here, so that its module holds only the
 * screen. Other screens set their own title; until they do, the back office's stays.
 */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const screen = screenAt(location.pathname);
  return screen ? [{ title: adminScreenTitle(screen) }] : (matches.at(-2)?.meta ?? []);
};

const nav = buildAdminNav(adminScreens.map(navScreenOf));

export default function ShellLayout() {
  const signedIn = useIsLoggedIn();
  // Signed out here (Logout, another tab): plain Login, no way back to this screen.
  if (!signedIn) return <Navigate to="/admin/login" replace />;
  return (
    <AdminShell nav={nav}>
      {/* Asks before a changed form is lost: links, Back, reload, closing the tab (decision 027). */}
      <UnsavedChangesGuard />
      <Outlet />
    </AdminShell>
  );
}
