import { fail, ok } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import { captchaChallengeSchema, captchaConfigSchema } from '../submissions.ts';

/** The spam check's public calls: which provider the forms show, and ALTCHA's challenges. */

const tags = ['captcha'];

export const captchaConfig = endpoint({
  method: 'GET',
  path: '/captcha/config/',
  access: 'public',
  tags,
  summary: 'Which spam check the public forms show (and Google’s site key with reCAPTCHA)',
  responses: { 200: ok(captchaConfigSchema) },
});

/** The challenge itself is the answer, as the ALTCHA widget reads it: no envelope. Rate limited per address. */
export const captchaChallenge = endpoint({
  method: 'GET',
  path: '/captcha/challenge/',
  access: 'public',
  tags,
  summary: 'A new ALTCHA challenge (signed, expires in 10 minutes, its solution accepted once)',
  responses: { 200: captchaChallengeSchema, 404: fail },
});
