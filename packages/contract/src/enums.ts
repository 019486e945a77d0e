/** Content status on the wire: 0 unpublished, 1 published, 2 deleted (hidden, recoverable). */
export const Status = { Unpublished: 0, Published: 1, Deleted: 2 } as const;
export type Status = (typeof Status)[keyof typeof Status];

/** The pages a hero slider (and learn content) can be placed on. */
export const SitePages = ['home', 'initiatives', 'learn', 'about-us'] as const;
export type SitePage = (typeof SitePages)[number];
export const SitePageLabels: Record<SitePage, string> = {
  home: 'Home',
  initiatives: 'Initiatives',
  learn: 'Learn',
  'about-us': 'About Us',
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGER_WINDOW = 5;
export const MIN_PASSWORD_LENGTH = 8;
export const RESET_LINK_MINUTES = 5;

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** ours (decision 088): where a video's medium comes from (0 a link, 1 a file), as the audit log and History say it. */
export const MediaSourceLabels = { 0: 'A link', 1: 'An uploaded file' } as const;
