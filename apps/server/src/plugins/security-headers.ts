import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Decision 045: what the pages may ask the browser for. Nothing on the site or in the back office
 * uses a camera, a microphone, a location, payments or devices, so those are refused to the page
 * and to every frame; passkeys (decision 036) are the back office's own. What the video embeds
 * use (fullscreen, picture-in-picture, encrypted media, autoplay, motion sensors) keeps the
 * browser's default: this origin, and frames the page allows by their `allow` attribute. Only
 * features Chromium knows are named (it reports an unknown one on every page).
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'idle-detection=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

/**
 * Google's hosts, which its reCAPTCHA widget (decision 012) loads its script from and draws its
 * frame from. Named in the policy only when that is the spam check: with the default, self-hosted
 * ALTCHA no page loads anything from Google, and a policy that allowed it would let an injected
 * tag run any script Google serves (JSONP endpoints and old libraries included).
 */
const RECAPTCHA = {
  scripts: ['https://www.google.com', 'https://www.gstatic.com'],
  frames: ['https://www.google.com'],
};

/**
 * The Content-Security-Policy of every answer (decisions 006, 008, 017): one policy for the
 * site, the back office and the API, built once at start from the spam check configured.
 */
export function contentSecurityPolicy(captchaProvider: 'altcha' | 'recaptcha'): HelmetOptions['contentSecurityPolicy'] {
  const recaptcha = captchaProvider === 'recaptcha';
  return {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      // The video embeds (decision 008), and reCAPTCHA's challenge frame when it is the spam check.
      frameSrc: [
        "'self'",
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        ...(recaptcha ? RECAPTCHA.frames : []),
      ],
      // No inline script anywhere (decision 073): the public pages' module and the back office's
      // single-page app are files of this origin, so no answer needs a nonce.
      scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA.scripts : [])],
      // Mantine sets style attributes (its CSS variables) on most elements and injects <style>
      // at run time: style attributes cannot carry a nonce, so styles keep 'unsafe-inline'.
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * Helmet's security headers on every answer, with the middleware built once at start
 * (decision 006: @fastify/helmet builds it, and parses the CSP, on every request). One policy
 * for every answer: no page runs an inline script (decision 073).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, next) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      apply(request.raw, reply.raw, (error?: unknown) => next(error instanceof Error ? error : undefined));
    });
  },
  { name: 'atrium-security-headers' },
);
