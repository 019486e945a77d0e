import { z } from 'zod';
import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';

/** What the back office needs to know of the server's configuration (decision 034). */
const adminSettingsSchema = z.object({
  /** ORG_TIMEZONE: the IANA zone publish and unpublish times are shown and entered in. */
  orgTimezone: z.string(),
});

export const adminSettings = endpoint({
  method: 'GET',
  path: '/admin-settings/',
  access: 'editor',
  tags: ['settings'],
  summary: "The server's settings the back office uses: the organisation's time zone (ORG_TIMEZONE)",
  responses: { 200: ok(adminSettingsSchema), 401: fail },
});
