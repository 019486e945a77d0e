import { Outlet } from 'react-router';
import { AuthFrame } from '~/components/auth/auth-frame';

/** Login, forgot password, email sent and reset: open without a session. */
export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
