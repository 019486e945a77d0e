import { defineArea } from '../../define-area.ts';
import mailPlugin from './mail.plugin.ts';

/** `app.mailer` and the outbox (decision 012). */
export const mailArea = defineArea({ name: 'mail', plugin: mailPlugin });
