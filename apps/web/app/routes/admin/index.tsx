import { redirect } from 'react-router';
import { isLoggedIn } from '~/lib/session';

/** /admin itself: the profile when signed in, otherwise Login. */
export async function loader() {
  throw redirect(isLoggedIn() ? '/admin/profile' : '/admin/login');
}

export default function AdminIndex() {
  return null;
}
