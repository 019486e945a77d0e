import { useMemo } from 'react';
import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { adminScreenTitle } from '~/admin-kit/admin-screen';
import { UnsavedChangesGuard } from '~/admin-kit/unsaved-changes';
import { useSiteLocales } from '~/admin-kit/use-site-locales';
import { adminScreens, navScreenOf, screenAt } from '~/admin-screens';
import { AdminShell } from '~/components/admin-shell/admin-shell';
import { buildAdminNav } from '~/components/admin-shell/nav-items';
import { AltLanguagesProvider } from '~/components/media-inputs/alt-languages';
import { loginPathFor } from '~/lib/next-path';
import { NotAllowed } from '~/components/not-allowed';
import { isLoggedIn, sessionEndedAt, useCurrentUser, useIsLoggedIn, useRole } from '~/lib/session';
import { useProfileRefresh } from '~/lib/use-profile';

/**
 * The guard (requirements 1 §2): every /admin screen but the four open ones needs the logged-in flag
 * to equal 'true'. The loader checks on arrival; the component follows sign-outs made later
 * (another tab). Login comes back here after signing in (`next`, decision 026).
 */
export async function loader({ request }: LoaderFunctionArgs) {
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
export const title = (pathname: string): string | undefined => {
  const screen = screenAt(pathname);
  return screen ? adminScreenTitle(screen) : undefined;
};

const navScreens = adminScreens.map(navScreenOf);

export default function ShellLayout() {
  const signedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  // Decision 035: the role comes with the stored user; the profile read keeps it current (the
  // server refuses at once whatever the browser thinks).
  const profile = useProfileRefresh();
  const storedRole = useRole();
  // The answer's role before the stored one: the stored user is updated after this render.
  const role = profile.data?.role ?? storedRole ?? 'editor';
  const nav = useMemo(() => buildAdminNav(navScreens, role), [role]);
  const storedUser = useCurrentUser();
  const user = profile.data ?? storedUser;
  // An image's alt text is written in each of the site's languages wherever it is (decision 100).
  const languages = useSiteLocales();
  // Signed out here (Logout, another tab): plain Login, no way back to this screen. A session that
  // ended by itself (the sign-in dialog's "Go to login"): Login, then back here (decisions 026, 102).
  if (!signedIn) return <Navigate to={loginPathFor(sessionEndedAt() ?? '')} replace />;
  // Decision 036: REQUIRE_2FA and no second factor yet: the profile (and its enrolment) alone.
  if (user?.two_factor_required && !user.two_factor_enabled && pathname !== '/admin/profile') {
    return <Navigate to="/admin/profile" replace />;
  }
  // An administrators' screen opens once the server has confirmed the role (the stored one may
  // be older than a demotion), so a demoted user never sees it start and fail.
  const adminOnly = screenAt(pathname)?.access === 'admin';
  const waiting = adminOnly && role === 'administrator' && profile.isPending;
  const allowed = !adminOnly || role === 'administrator';
  return (
    <AdminShell nav={nav}>
      {/* Asks before a changed form is lost: links, Back, reload, closing the tab (decision 027). */}
      <UnsavedChangesGuard />
      <AltLanguagesProvider value={languages}>
        {waiting ? null : allowed ? <Outlet /> : <NotAllowed />}
      </AltLanguagesProvider>
    </AdminShell>
  );
}
