import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import { AdminNavLabels as L } from '@atrium/contract/messages';
import { describe, expect, it } from 'vitest';
import { buildAdminNav, navIcons, type NavItem } from './nav-items';

/** The navigation as text: a label with ✓ when it links to a screen, groups as [label, children]. */
const outline = (items: NavItem[]): unknown[] =>
  items.map((item) =>
    item.kind === 'group' ? [item.label, outline(item.children)] : `${item.label}${item.ready ? ' ✓' : ''}`,
  );

describe('buildAdminNav', () => {
  it('shows every screen of a later release disabled, in the spec order', () => {
    expect(outline(buildAdminNav([]))).toEqual([
      L.pages,
      [L.connect, [L.contactUs]],
      L.requestedAppointments,
      L.mailingLists,
    ]);
  });

  it('places a screen by its group and order among the later ones', () => {
    const nav = buildAdminNav([
      { to: '/admin/faq', label: L.faq, icon: 'help', order: 40 },
      { to: '/admin/industries', label: L.industries, icon: 'building', group: 'connect', order: 20 },
      { to: '/admin/first', label: 'First', icon: 'list', order: 1 },
    ]);
    expect(outline(nav)).toEqual([
      'First ✓',
      L.pages,
      `${L.faq} ✓`,
      [L.connect, [L.contactUs, `${L.industries} ✓`]],
      L.requestedAppointments,
      L.mailingLists,
    ]);
  });

  it('enables a later entry once a screen is registered at its address, with the screen’s own entry', () => {
    const nav = buildAdminNav([
      { to: '/admin/contact-us', label: 'Messages', icon: 'mail', group: 'connect', order: 10 },
    ]);
    const connect = nav.find((item) => item.kind === 'group' && item.label === L.connect);
    expect(connect?.kind === 'group' && connect.children[0]).toEqual({
      kind: 'link',
      label: 'Messages',
      to: '/admin/contact-us',
      icon: navIcons.mail,
      ready: true,
    });
    expect(
      outline(nav)
        .flat(2)
        .filter((label) => label === L.contactUs),
    ).toEqual([]);
  });

  it('carries a screen’s count endpoint (a badge) to its link', () => {
    const nav = buildAdminNav([
      {
        to: '/admin/mailing-lists',
        label: 'Mailing Lists',
        icon: 'list',
        order: 80,
        count: inboxReadState['contact-us'].unreadCount,
      },
    ]);
    const entry = nav.find((item) => item.kind === 'link' && item.to === '/admin/mailing-lists');
    expect(entry).toMatchObject({ ready: true, count: inboxReadState['contact-us'].unreadCount });
    const later = nav.find((item) => item.kind === 'link' && item.to === '/admin/requested-appointments');
    expect(later).not.toHaveProperty('count');
  });
});
