import path from 'node:path';
import sharp from 'sharp';
import { LearnKeys, LearnMediaFields, LearnTexts, LearnTypes, type LearnType } from '@atrium/contract/learn';
import { PageTexts } from '@atrium/contract/pages';
import { test } from './fixtures.ts';
import { mp4File, stubVideoHosts, YOUTUBE_WATCH } from './support/learn-screens.ts';
import { adminApi, adminApiWithToken, type AdminApi, type FilePayload } from './support/list-screen.ts';
import { signUpForMailingList, submitAppointment, submitContactMessage } from './support/submissions.ts';

/**
 * Not a test: pictures of each screen at phone and desktop widths, for a person to look at.
 * `ATRIUM_SCREENSHOTS=/some/dir npm run test:e2e -- screenshots`
 */
const outDir = process.env.ATRIUM_SCREENSHOTS;
const viewports = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
];

test.describe('screenshots', () => {
  test.skip(!outDir, 'set ATRIUM_SCREENSHOTS to a directory to take them');

  for (const viewport of viewports) {
    test(`screens at ${viewport.name}`, async ({ page, account, signIn }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir!, `${name}-${viewport.name}.png`), fullPage: true });
      };

      await page.goto('/');
      await shot('home');
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await shot('login');
      await page.getByRole('button', { name: 'Login' }).click();
      await shot('login-errors');
      await page.goto('/admin/forgot-password');
      await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
      await shot('forgot-password');
      await page.goto('/admin/email-sent?email=someone%40example.org');
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await shot('email-sent');
      await page.goto('/admin/password-reset?token=abc');
      await page.getByRole('textbox', { name: 'New Password' }).fill('short');
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill('other');
      await shot('password-reset');
      await page.goto('/admin/password-reset');
      await page.getByRole('heading', { name: 'Reset password' }).waitFor();
      await shot('password-reset-invalid');

      await signIn(account);
      await page.goto('/admin/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await shot('profile');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Edit Profile' }).waitFor();
      await page.screenshot({ path: path.join(outDir!, `user-menu-${viewport.name}.png`) });
      await page.keyboard.press('Escape');
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir!, `navigation-${viewport.name}.png`) });
        await page.getByRole('button', { name: 'Close navigation' }).click();
      }
      await page.goto('/admin/edit-profile');
      await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
      await shot('edit-profile');
      await page.goto('/admin/change-password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await shot('change-password-errors');
      await page.goto('/admin/nowhere');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await shot('not-found');
      await page.goto('/admin/faq');
      await page.getByRole('region', { name: 'Main FAQ' }).getByRole('button', { name: 'Submit' }).waitFor();
      await shot('faq');
      await page.goto('/admin/mission-vision-goal');
      await page.getByRole('list', { name: 'Sub-Goals' }).waitFor();
      await shot('mission-vision-goal');
      await page.goto('/admin/categories');
      await page.getByRole('list', { name: 'Individuals' }).waitFor();
      await shot('categories');
      await page.getByRole('button', { name: 'Add Media Type' }).click();
      await page.getByRole('button', { name: 'Create' }).click();
      await shot('categories-add-errors');
    });
  }

  test('inboxes, each with a row open', async ({ page, account, signIn }) => {
    test.setTimeout(300_000);
    await signIn(account);
    const api = await adminApi(page.request, account);
    const industry = await api.call<{ id: number }>('POST', '/api/industries/', {
      industriesName: 'Public health',
      status: 1,
    });
    await submitAppointment(page.request, {
      name: 'Hannah Schmidt',
      email: 'hannah.schmidt@example.org',
      phone_number: '2025550143',
      reason: 'I would like to discuss a joint workshop on open data for city planners, in the spring if possible.',
    });
    await submitAppointment(page.request, {
      name: 'Diego Alvarez',
      email: 'diego.alvarez@example.org',
      phone_number: '3125550178',
      reason: 'Our foundation is looking for speakers for a regional education summit.',
    });
    await submitContactMessage(page.request, {
      name: 'Samuel Osei',
      email: 'samuel.osei@example.org',
      phone: '6465550190',
      organization: 'Riverside Cooperative',
      industries: industry.id,
      purpose: 'Partnership',
      message: 'We run farmer training in three regions and would like to share our material with your network.',
    });
    await submitContactMessage(page.request, {
      name: 'Elena Petrova',
      email: 'elena.petrova@example.org',
      phone: '7035550121',
      organization: 'Northbridge University',
      industries: industry.id,
      purpose: 'Research collaboration',
      message: 'Could we cite your recent article in a course reader? We would credit the authors in full.',
    });
    await signUpForMailingList(page.request, 'amara.okafor@example.org');
    await signUpForMailingList(page.request, 'lucas.moreau@example.org');

    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir!, `${name}-${viewport.name}.png`), fullPage: true });
      };
      await page.goto('/admin/mailing-lists');
      await page.getByRole('list', { name: 'Emails' }).waitFor();
      await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await shot('mailing-lists');
      await page.goto('/admin/requested-appointments');
      await page.getByRole('button', { name: 'View Diego Alvarez' }).click();
      await page.getByRole('button', { name: 'Close Diego Alvarez' }).waitFor();
      await shot('requested-appointments');
      await page.goto('/admin/contact-us');
      await page.getByRole('button', { name: 'View Elena Petrova' }).click();
      await page.getByRole('button', { name: 'Close Elena Petrova' }).waitFor();
      await shot('contact-us');
    }
  });
});

/** Covers that look like pictures: a gradient and a few shapes, distinct per item. */
async function cover(name: string, hue: number): Promise<FilePayload> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,68%)"/>
    </linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <circle cx="900" cy="220" r="150" fill="hsl(${hue + 80},70%,85%)" opacity="0.55"/>
    <path d="M0 560 C 300 430, 600 690, 1200 500 L1200 675 L0 675 Z" fill="hsl(${hue},40%,25%)" opacity="0.5"/>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

const learnSeeds: Record<LearnType, string[]> = {
  blog: [
    'Five lessons from a decade of community health work',
    'What open data changed for rural schools',
    'Notes from the climate adaptation summit',
  ],
  article: [
    'Measuring learning outcomes without standardised tests',
    'A practical guide to participatory budgeting',
    'How cooperatives finance renewable energy',
  ],
  video: [
    'Introduction to the knowledge network',
    'Field visit: water committees in practice',
    'Panel: funding local research',
  ],
  podcast: [
    'Episode 12: Teachers who write the curriculum',
    'Episode 13: Mapping informal settlements',
    'Episode 14: The economics of care',
  ],
};

/** A few items of each type, once per run (both widths photograph the same lists). */
async function seedLearn(api: AdminApi) {
  if ((await api.call<{ count: number }>('GET', '/api/learn-blogs/count/')).count > 0) return;
  for (const type of LearnTypes) {
    const endpoint = `/api/${LearnKeys[type]}/`;
    const media = LearnMediaFields[type];
    for (const [i, title] of learnSeeds[type].entries()) {
      const fields = {
        selectedPage: i === 1 ? 'initiatives' : 'learn',
        title,
        subtitle: i === 0 ? 'From the field team' : '',
        description: `<p>${title}: what we learned, and what comes next.</p>`,
        created_at: `2025-0${i + 3}-1${i}`,
        authorName: 'Amara Okafor',
        status: String(i === 2 ? 0 : 1),
      };
      if ('image' in media) {
        await api.send('POST', endpoint, { ...fields, [media.image]: await cover(`${type}-${i}.png`, 150 + i * 60) });
      } else if (i === 1) {
        await api.send('POST', endpoint, { ...fields, [media.type]: '1', [media.file]: mp4File('field-visit.mp4') });
      } else {
        const url = i === 0 ? YOUTUBE_WATCH : 'https://vimeo.com/76979871';
        await api.call('POST', endpoint, { ...fields, [media.type]: 0, [media.url]: url });
      }
    }
  }
}

test.describe('learn screenshots', () => {
  test.skip(!outDir, 'set ATRIUM_SCREENSHOTS to a directory to take them');
  test.describe.configure({ mode: 'serial' });

  for (const viewport of viewports) {
    test(`learn screens at ${viewport.name}`, async ({ page, admin, signIn }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await stubVideoHosts(page);
      await seedLearn(adminApiWithToken(page.request, await signIn(admin)));
      const shot = async (name: string) => {
        // A video player may keep its connection open: no 'networkidle' here.
        await page.waitForLoadState('load');
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(outDir!, `${name}-${viewport.name}.png`), fullPage: true });
      };
      for (const [type, route] of [
        ['blog', 'blogs'],
        ['article', 'articles'],
        ['video', 'videos'],
        ['podcast', 'podcasts'],
      ] as const) {
        const texts = LearnTexts[type];
        await page.goto(`/admin/${route}`);
        await page.getByRole('list', { name: texts.plural }).getByRole('listitem').first().waitFor();
        await shot(`learn-${route}`);
        await page.getByRole('button', { name: texts.addLabel }).click();
        await page
          .getByRole('region', { name: texts.addLabel })
          .getByRole('textbox', { name: 'Description' })
          .waitFor();
        await page.getByRole('region', { name: texts.addLabel }).getByRole('button', { name: 'Create' }).click();
        await shot(`learn-${route}-add-errors`);
        await page.getByRole('region', { name: texts.addLabel }).getByRole('button', { name: 'Cancel' }).click();
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await page
          .getByRole('region', { name: `Edit ${texts.singular}` })
          .getByRole('textbox', { name: 'Description' })
          .waitFor();
        await shot(`learn-${route}-edit`);
      }

      // The Pages screen, once the learn groups have items: as it opens, then with forms open.
      await page.goto('/admin/pages');
      await page.getByRole('list', { name: PageTexts.defaultPagesHeading }).waitFor();
      await shot('pages');
      await page.getByRole('button', { name: 'Edit the Home page' }).click();
      await page.getByRole('button', { name: `${PageTexts.expand} ${PageTexts.groups.blogs}` }).click();
      await page
        .getByRole('button', { name: /^Edit the blog / })
        .first()
        .click();
      await page.getByRole('region', { name: /^Edit the blog / }).waitFor();
      await shot('pages-forms');
    });
  }
});
