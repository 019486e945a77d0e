import { AdminNavLabels as L } from '@atrium/contract/messages';
import {
  IconBook,
  IconBuilding,
  IconCalendar,
  IconHelp,
  IconInfo,
  IconList,
  IconMail,
  IconMicrophone,
  IconNews,
  IconPages,
  IconPencil,
  IconPlug,
  IconSlider,
  IconTags,
  IconTarget,
  IconUsers,
  IconVideo,
  type IconComponent,
} from '../icons';

/**
 * The back office's left navigation (spec 1 §1), as data. `ready: false` shows the entry
 * disabled with a 'Coming in a later release' hint; a screen that lands flips its flag to true.
 */
export type NavLinkItem = {
  kind: 'link';
  label: string;
  to: string;
  icon: IconComponent;
  ready: boolean;
};

export type NavGroupItem = {
  kind: 'group';
  label: string;
  icon: IconComponent;
  children: NavLinkItem[];
};

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, to: string, icon: IconComponent, ready: boolean): NavLinkItem => ({
  kind: 'link',
  label,
  to,
  icon,
  ready,
});

export const adminNav: NavItem[] = [
  link(L.heroSlider, '/admin/hero-slider', IconSlider, true),
  link(L.pages, '/admin/pages', IconPages, false),
  {
    kind: 'group',
    label: L.learn,
    icon: IconBook,
    children: [
      link(L.blogs, '/admin/blogs', IconPencil, false),
      link(L.podcasts, '/admin/podcasts', IconMicrophone, false),
      link(L.articles, '/admin/articles', IconNews, false),
      link(L.videos, '/admin/videos', IconVideo, false),
    ],
  },
  link(L.faq, '/admin/faq', IconHelp, true),
  {
    kind: 'group',
    label: L.aboutUs,
    icon: IconInfo,
    children: [
      link(L.missionVisionGoal, '/admin/mission-vision-goal', IconTarget, true),
      link(L.individuals, '/admin/individuals', IconUsers, true),
    ],
  },
  {
    kind: 'group',
    label: L.connect,
    icon: IconPlug,
    children: [
      link(L.contactUs, '/admin/contact-us', IconMail, false),
      link(L.industries, '/admin/industries', IconBuilding, true),
    ],
  },
  link(L.requestedAppointments, '/admin/requested-appointments', IconCalendar, false),
  link(L.mailingLists, '/admin/mailing-lists', IconList, false),
  link(L.categories, '/admin/categories', IconTags, true),
];
