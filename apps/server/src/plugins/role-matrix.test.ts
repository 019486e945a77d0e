import { SESSION_HEADER } from '@atrium/contract/endpoints/auth';
import { Messages } from '@atrium/contract/messages';
import * as resourceDeclarations from '@atrium/contract/endpoints/resources';
import { StepUpMessages } from '@atrium/contract/step-up';
import { UserMessages } from '@atrium/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';

/*
 * Decision 035: every operation of the OpenAPI document against the table of issue 21, for each
 * caller (nobody, an editor, an administrator). The table is rules by tag and path, not a list of
 * endpoints: a new endpoint under a decided tag is covered as it lands, and one under a new tag
 * fails with "no role decision for …" until a rule here decides it.
 */

type Decision = 'public' | 'optional' | 'editor' | 'admin';
type Operation = { method: string; path: string; tags: string[]; security: boolean; roles: string[] | undefined };

/**
 * Administrators only: the submission inboxes (and their exports), users, the audit log, redirects
 * (decision 078), imports (decision 079).
 */
const adminTags = new Set([
  'contact-us',
  'mailinglists',
  'requestedappointments',
  'users',
  'audit-log',
  'redirects',
  'imports',
]);
/**
 * The list resources, from their declarations: content, which editors manage, unless listed
 * above (a new resource is content until decided otherwise here). Their lists and counts are
 * public reads.
 */
const listResourceTags = new Set(
  (Object.values(resourceDeclarations) as unknown[])
    .filter((value): value is { spec: { key: string } } =>
      Boolean(value && typeof value === 'object' && 'spec' in value),
    )
    .map((value) => value.spec.key)
    .filter((key) => !adminTags.has(key)),
);
/**
 * What editors manage (issue 21): the list resources' content, pages and folds, media, previews,
 * and the presence of the edit forms open on a record (decision 083).
 */
const contentTags = new Set([...listResourceTags, 'pages', 'previews', 'media', 'presence']);
const publicAuth = new Set([
  'POST /api/admin-login/',
  'POST /api/auth/refresh/',
  'POST /api/auth/logout/',
  'POST /api/password-reset/',
  'POST /api/password-reset-confirm/',
  'POST /api/auth/invitations/accept/',
  'POST /api/auth/invitations/check/',
  // Decision 036: the sign-in's second step (the login's challenge is its credential).
  'POST /api/auth/two-factor/',
  'POST /api/auth/passkey/options/',
  'POST /api/auth/passkey/',
  // Decision 068: the email change's link (its token is the credential).
  'POST /api/auth/email-change/',
]);
/**
 * Decision 068: the takeover paths answer a signed-in caller of either role 403 with
 * StepUpMessages.required until the session's sudo window is open; that is no role refusal.
 */
const sudoWindow = new Set([
  'POST /api/admin-profile/passkeys/options/',
  'POST /api/admin-profile/passkeys/',
  'DELETE /api/admin-profile/passkeys/{id}/',
  'POST /api/admin-profile/two-factor/recovery-codes/',
]);

const has = (op: Operation, tags: Set<string>) => op.tags.some((tag) => tags.has(tag));

/** The rules, first match wins: [why, matches, decision]. */
const rules: Array<[string, (op: Operation) => boolean, Decision]> = [
  [
    'sign-in, sessions, password reset and the invitation’s accept',
    (op) => publicAuth.has(`${op.method} ${op.path}`),
    'public',
  ],
  // Decision 037: one's own sessions are every signed-in user's; a user's sessions (under users) the administrators'.
  ['one’s own sessions', (op) => op.path.startsWith('/api/auth/sessions/'), 'editor'],
  ['a user’s sessions', (op) => /^\/api\/users\/\{id\}\/sessions\/$/.test(op.path), 'admin'],
  ['one’s own profile, password and second factor (every signed-in user)', (op) => op.tags.includes('auth'), 'editor'],
  // Decision 086: one's own unsaved form drafts.
  ['one’s own form drafts', (op) => op.tags.includes('drafts'), 'editor'],
  [
    'health checks and the captcha challenge',
    (op) => op.tags.includes('health') || op.tags.includes('captcha'),
    'public',
  ],
  ['the submissions’ CSV exports', (op) => op.tags.includes('submissions') && op.path.endsWith('/export.csv'), 'admin'],
  ['the public forms and the mailing list’s links', (op) => op.tags.includes('submissions'), 'public'],
  ['the inboxes, users, the audit log, redirects and imports', (op) => has(op, adminTags), 'admin'],
  // Read-only server settings the editors' forms need (the organisation's time zone, decision 034).
  ['the back office’s settings read', (op) => op.method === 'GET' && op.path === '/api/admin-settings/', 'editor'],
  // Decision 048: the organisation's settings, read by every public page, changed by administrators.
  ['the site settings the pages show', (op) => op.method === 'GET' && op.path === '/api/site-settings/', 'public'],
  ['the site settings screen', (op) => op.path === '/api/admin-site-settings/', 'admin'],
  // Decision 081: the site's languages, read by every page and form, changed by administrators.
  ['the site languages', (op) => op.method === 'GET' && op.path === '/api/locales/', 'public'],
  ['setting the site languages', (op) => op.method === 'PUT' && op.path === '/api/locales/', 'admin'],
  ['the public learn feed', (op) => op.tags.includes('learn'), 'public'],
  // Decision 049: the site search reads published learn content only.
  ['the site search', (op) => op.tags.includes('search'), 'public'],
  // Decision 038: the public pages' alt texts of their images.
  ['the images’ alt texts', (op) => op.method === 'GET' && op.path === '/api/media/alts/', 'public'],
  // Decision 071: a page is named by its customUrl in every path; its read is public, the rest editors'.
  ['a page’s public meta', (op) => op.method === 'GET' && op.path === '/api/pages/{customUrl}/', 'public'],
  [
    'public reads by slug or token (a page, a learn item and its related items, a preview)',
    (op) => op.method === 'GET' && has(op, contentTags) && /\{(slug|token)\}/.test(op.path),
    'public',
  ],
  [
    'the content lists and counts (published only without a token)',
    (op) => op.method === 'GET' && has(op, listResourceTags) && /^\/api\/[^/]+\/(count\/)?$/.test(op.path),
    'optional',
  ],
  // Decision 052: the newsletters' public archive; writing, previewing and testing them is editors' work.
  ['the newsletters’ public archive', (op) => op.path.startsWith('/api/newsletters/archive/'), 'public'],
  // Decision 086: a sent newsletter's web page by its token, private ones too.
  ['a newsletter’s web address', (op) => op.path.startsWith('/api/newsletters/web/'), 'public'],
  // Decision 089: the pages' beacon, sent by every reader's browser when it is on.
  ['the analytics beacon', (op) => op.method === 'POST' && op.path === '/api/analytics/beacon/', 'public'],
  // Decision 082: the site's figures, for whoever works on the site.
  ['the dashboard’s figures', (op) => op.tags.includes('analytics'), 'editor'],
  ['writing, previewing and testing newsletters', (op) => op.tags.includes('newsletters'), 'editor'],
  ['managing content (everything else under a content tag)', (op) => has(op, contentTags), 'editor'],
];

function decide(op: Operation): Decision {
  const rule = rules.find(([, matches]) => matches(op));
  if (!rule)
    throw new Error(
      `no role decision for ${op.method} ${op.path} (tags: ${op.tags.join(', ')}): add a rule to role-matrix.test.ts`,
    );
  return rule[2];
}

const fill = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? '999999' : `no-such-${name.toLowerCase()}`));

describe('the role matrix: every operation of the OpenAPI document, for nobody, an editor and an administrator', () => {
  let t: TestApp;
  let operations: Operation[];
  const callers: Record<'editor' | 'admin', Record<string, string>> = { editor: {}, admin: {} };

  beforeAll(async () => {
    t = await createTestApp();
    callers.editor = (await signedInAdmin(t, 'editor')).headers;
    callers.admin = (await signedInAdmin(t)).headers;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; 'x-roles'?: string[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        tags: op.tags ?? [],
        security: Array.isArray(op.security) && op.security.length > 0,
        roles: op['x-roles'],
      })),
    );
  });
  afterAll(() => t.close());

  it('finds the operations and decides each one', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((op) => `${op.method} ${op.path}`);
    for (const id of [
      'POST /api/ckeditor/images/',
      'GET /api/users/',
      'GET /api/audit-log/',
      'GET /api/auth/sessions/',
      'DELETE /api/auth/sessions/{id}/',
      'DELETE /api/auth/sessions/',
      'GET /api/users/{id}/sessions/',
      'DELETE /api/users/{id}/sessions/',
    ])
      expect(ids).toContain(id);
    const undecided = operations.flatMap((op) => {
      try {
        decide(op);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(undecided).toEqual([]);
  });

  it('documents each operation’s roles as the table decides them', () => {
    const wrong = operations.flatMap((op) => {
      const decision = decide(op);
      const expected =
        decision === 'admin'
          ? { security: true, roles: ['administrator'] }
          : decision === 'editor'
            ? { security: true, roles: ['administrator', 'editor'] }
            : { security: decision === 'optional', roles: undefined };
      const actual = { security: op.security, roles: op.roles };
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${op.method} ${op.path}: documented ${JSON.stringify(actual)}, the table says ${decision}`];
    });
    expect(wrong).toEqual([]);
  });

  it('answers each caller as the table says: 401 without a token, 403 for an editor where only administrators may', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const decision = decide(op);
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: op.method as 'GET',
          url: fill(op.path),
          headers: { [SESSION_HEADER]: 'XMLHttpRequest', ...headers },
          remoteAddress: '198.51.100.9',
        });
      const label = `${op.method} ${op.path}`;
      const nobody = await send({});
      const refusedForToken = nobody.statusCode === 401 && nobody.json().message === Messages.noToken;
      if (decision === 'public' || decision === 'optional') {
        if (refusedForToken || nobody.statusCode === 403) wrong.push(`${label}: nobody got ${nobody.statusCode}`);
        continue;
      }
      if (!refusedForToken) wrong.push(`${label}: nobody got ${nobody.statusCode}, not the 401 of a missing token`);
      for (const who of ['editor', 'admin'] as const) {
        const res = await send(callers[who]);
        const forbidden = res.statusCode === 403;
        if (who === 'editor' && decision === 'admin') {
          if (!forbidden) wrong.push(`${label}: an editor got ${res.statusCode}, not 403`);
          else expect(res.json(), label).toEqual({ success: false, message: UserMessages.forbidden });
        } else if (sudoWindow.has(label)) {
          if (!forbidden || res.json().message !== StepUpMessages.required)
            wrong.push(`${label}: ${who} got ${res.statusCode}, not the step-up's 403`);
        } else if (forbidden || res.statusCode === 401) {
          wrong.push(`${label}: ${who === 'admin' ? 'an administrator' : 'an editor'} was refused (${res.statusCode})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
