import { Navigate, Outlet, redirect } from 'react-router';
import { AdminShell } from '~/components/admin-shell/admin-shell';
import { isLoggedIn, useIsLoggedIn } from '~/lib/session';

/**
 * The guard (spec 1 §2): every /admin screen but the four open ones needs the logged-in flag
 * to equal 'true'. The loader checks on arrival; the component follows sign-outs made later
 * (an expired token, another tab).
 */
export async function clientLoader() {
  if (!isLoggedIn()) throw redirect('/admin/login');
  return null;
}

export default function ShellLayout() {
  const signedIn = useIsLoggedIn();
  if (!signedIn) return <Navigate to="/admin/login" replace />;
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
