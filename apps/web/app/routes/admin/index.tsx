import { redirect } from 'react-router';
import { isLoggedIn } from '~/lib/session';

/** /admin itself: the dashboard when signed in (decision 082), otherwise Login. */
export async function loader() {
  throw redirect(isLoggedIn() ? '/admin/dashboard' : '/admin/login');
}

export default function AdminIndex() {
  return null;
}
