import type { CountEndpoint } from './nav-count';
import { AdminNavLabels as L } from '@atrium/contract/messages';
import type { UserRole } from '@atrium/contract/roles';
import {
  IconBook,
  IconBuilding,
  IconCalendar,
  IconChart,
  IconCornerUpRight,
  IconHelp,
  IconInfo,
  IconKey,
  IconLanguage,
  IconList,
  IconMail,
  IconMicrophone,
  IconNews,
  IconPages,
  IconPencil,
  IconPhoto,
  IconPlug,
  IconSettings,
  IconSlider,
  IconTags,
  IconTarget,
  IconUpload,
  IconUsers,
  IconVideo,
  type IconComponent,
} from '~/components/icons';

/**
 * The glyphs of the navigation, by name. A screen's registration names its glyph rather than
 * importing it: registrations are also read at build time by routes.ts, outside the app.
 */
export const navIcons = {
  book: IconBook,
  building: IconBuilding,
  calendar: IconCalendar,
  chart: IconChart,
  help: IconHelp,
  info: IconInfo,
  key: IconKey,
  language: IconLanguage,
  list: IconList,
  mail: IconMail,
  microphone: IconMicrophone,
  news: IconNews,
  pages: IconPages,
  pencil: IconPencil,
  photo: IconPhoto,
  plug: IconPlug,
  redirect: IconCornerUpRight,
  settings: IconSettings,
  slider: IconSlider,
  tags: IconTags,
  target: IconTarget,
  upload: IconUpload,
  users: IconUsers,
  video: IconVideo,
} satisfies Record<string, IconComponent>;

type NavIconName = keyof typeof navIcons;

type NavGroupKey = 'learn' | 'aboutUs' | 'connect';

/**
 * Where a screen sits in the left navigation (requirements 1 §1): its label and glyph, the group it
 * belongs to (none: the top level), and its rank among its neighbours there (lowest first).
 */
export type NavPlacement = {
  label: string;
  icon: NavIconName;
  group?: NavGroupKey;
  order: number;
  /** An admin endpoint answering `{ count }` (e.g. an inbox's unread rows): shown as a badge when above 0. */
  count?: CountEndpoint;
};

/** A screen's entry: its placement, the address it opens, and `admin` when only administrators may (decision 035). */
export type NavScreen = NavPlacement & { to: string; access?: 'admin' };

export type NavLinkItem = {
  kind: 'link';
  label: string;
  to: string;
  icon: IconComponent;
  /** False for a screen of a later release: shown disabled with a 'Coming in a later release' hint. */
  ready: boolean;
  count?: CountEndpoint;
};

type NavGroupItem = {
  kind: 'group';
  label: string;
  icon: IconComponent;
  children: NavLinkItem[];
};

export type NavItem = NavLinkItem | NavGroupItem;

const groups: Record<NavGroupKey, NavPlacement> = {
  learn: { label: L.learn, icon: 'book', order: 30 },
  aboutUs: { label: L.aboutUs, icon: 'info', order: 50 },
  connect: { label: L.connect, icon: 'plug', order: 60 },
};

/**
 * The entries of requirements 1 §1 whose screen no feature provides yet. Each stays disabled until a
 * feature registers a screen at its address; that screen's own entry then takes its place.
 */
const laterScreens: NavScreen[] = [
  { to: '/admin/pages', label: L.pages, icon: 'pages', order: 20 },
  { to: '/admin/contact-us', label: L.contactUs, icon: 'mail', group: 'connect', order: 10 },
  { to: '/admin/requested-appointments', label: L.requestedAppointments, icon: 'calendar', order: 70 },
  { to: '/admin/mailing-lists', label: L.mailingLists, icon: 'list', order: 80 },
];

type Ranked<T> = { order: number; item: T };

const byOrder = <T>(entries: Array<Ranked<T>>): T[] =>
  [...entries].sort((a, b) => a.order - b.order).map((entry) => entry.item);

/**
 * The navigation from the screens that exist, with the later ones of requirements 1 §1 disabled in their
 * places; an editor's leaves out the administrators' screens (decision 035).
 */
export function buildAdminNav(screens: NavScreen[], role: UserRole = 'administrator'): NavItem[] {
  const built = new Set(screens.map((screen) => screen.to));
  const entries = [
    ...screens
      .filter((screen) => screen.access !== 'admin' || role === 'administrator')
      .map((screen) => ({ screen, ready: true })),
    ...laterScreens.filter((screen) => !built.has(screen.to)).map((screen) => ({ screen, ready: false })),
  ];

  const link = ({ screen, ready }: (typeof entries)[number]): NavLinkItem => ({
    kind: 'link',
    label: screen.label,
    to: screen.to,
    icon: navIcons[screen.icon],
    ready,
    // An editor's entry leaves out a badge only administrators may read (the contact inbox's).
    ...(ready && screen.count && (screen.count.access !== 'admin' || role === 'administrator')
      ? { count: screen.count }
      : {}),
  });

  const topLevel: Array<Ranked<NavItem>> = entries
    .filter((entry) => !entry.screen.group)
    .map((entry) => ({ order: entry.screen.order, item: link(entry) }));
  for (const [key, group] of Object.entries(groups) as Array<[NavGroupKey, NavPlacement]>) {
    const children = entries.filter((entry) => entry.screen.group === key);
    if (children.length === 0) continue;
    topLevel.push({
      order: group.order,
      item: {
        kind: 'group',
        label: group.label,
        icon: navIcons[group.icon],
        children: byOrder(children.map((entry) => ({ order: entry.screen.order, item: link(entry) }))),
      },
    });
  }
  return byOrder(topLevel);
}
