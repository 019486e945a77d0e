import { defineArea } from '../../define-area.ts';
import captchaPlugin from './captcha.plugin.ts';
import { captchaRoutes } from './captcha.routes.ts';

/** The public forms' spam check (decision 012): `app.captcha` and the challenge. */
export const captchaArea = defineArea({ name: 'captcha', plugin: captchaPlugin, routes: captchaRoutes });
