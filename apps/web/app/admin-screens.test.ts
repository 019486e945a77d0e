import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdminNavLabels as L } from '@atrium/contract/messages';
import { describe, expect, it } from 'vitest';
import type { AdminScreen } from '~/admin-kit/admin-screen';
import { buildAdminNav, type NavItem } from '~/components/admin-shell/nav-items';
import { adminScreens, navScreenOf, registerAll } from './admin-screens';

const appDirectory = path.dirname(fileURLToPath(import.meta.url));
const screen = (path: string): AdminScreen => ({ path, nav: { label: path, icon: 'list', order: 1 } });

describe('the screen registry', () => {
  it('gives each feature’s screen its route module, which exists', () => {
    expect(adminScreens.length).toBeGreaterThan(0);
    for (const { key, file } of adminScreens) {
      expect(file).toBe(`features/${key}/${key}-screen.tsx`);
      expect(existsSync(path.join(appDirectory, file)), file).toBe(true);
    }
  });

  it('links the requirements 1 §1 navigation to the screens that exist, every one of them now', () => {
    const outline = (items: NavItem[]): unknown[] =>
      items.map((item) =>
        item.kind === 'group' ? [item.label, outline(item.children)] : item.ready ? item.to : `(${item.label})`,
      );
    expect(outline(buildAdminNav(adminScreens.map(navScreenOf)))).toEqual([
      // Decision 082: the home first.
      '/admin/dashboard',
      '/admin/hero-slider',
      '/admin/pages',
      '/admin/media',
      [L.learn, ['/admin/blogs', '/admin/podcasts', '/admin/articles', '/admin/videos']],
      '/admin/faq',
      [L.aboutUs, ['/admin/mission-vision-goal', '/admin/individuals']],
      [L.connect, ['/admin/contact-us', '/admin/industries']],
      '/admin/requested-appointments',
      '/admin/mailing-lists',
      '/admin/newsletters',
      '/admin/categories',
      '/admin/users',
      '/admin/languages',
      '/admin/settings',
      '/admin/redirects',
      '/admin/import',
      '/admin/audit-log',
    ]);
  });

  it('leaves the administrators’ screens and badges out of an editor’s navigation (decision 035)', () => {
    const editor = buildAdminNav(adminScreens.map(navScreenOf), 'editor');
    const links = editor.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
    expect(links.map((item) => item.to)).toEqual([
      '/admin/dashboard',
      '/admin/hero-slider',
      '/admin/pages',
      '/admin/media',
      '/admin/blogs',
      '/admin/podcasts',
      '/admin/articles',
      '/admin/videos',
      '/admin/faq',
      '/admin/mission-vision-goal',
      '/admin/individuals',
      '/admin/contact-us',
      '/admin/industries',
      '/admin/newsletters',
      '/admin/categories',
    ]);
    // The contact details are an editor's; the inbox's unread badge is not.
    expect(links.every((item) => item.ready && item.count === undefined)).toBe(true);
  });

  it('takes a registration only from features/<key>/<key>-admin.ts', () => {
    expect(registerAll({ './features/blogs/blogs-admin.ts': screen('blogs') })).toEqual([
      { ...screen('blogs'), key: 'blogs', file: 'features/blogs/blogs-screen.tsx' },
    ]);
    expect(() => registerAll({ './features/blogs/articles-admin.ts': screen('blogs') })).toThrow(
      'features/<key>/<key>-admin.ts',
    );
  });

  it('refuses two features at one address', () => {
    expect(() =>
      registerAll({
        './features/blogs/blogs-admin.ts': screen('blogs'),
        './features/posts/posts-admin.ts': screen('blogs'),
      }),
    ).toThrow('features blogs and posts both register /admin/blogs');
  });
});
