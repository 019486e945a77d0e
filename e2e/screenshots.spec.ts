import path from 'node:path';
import { test } from './fixtures.ts';
import { adminApi } from './support/list-screen.ts';
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
