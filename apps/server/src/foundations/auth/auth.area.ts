import { defineArea } from '../../define-area.ts';
import { authRoutes } from './auth.routes.ts';

/** Sign-in, sessions, two-factor and passkeys; the token itself is checked by plugins/auth.ts, below every area. */
export const authArea = defineArea({ name: 'auth', routes: authRoutes });
