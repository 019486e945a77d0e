import { LearnKeys, LearnMediaFields, type LearnType } from '@atrium/contract/learn';
import { type FilePart, pngBytes } from './media-fixtures.ts';

/** The migration inserts the system categories in order on a fresh database: Initiatives (learn, active) is the fifth. */
export const INITIATIVES_CATEGORY_ID = 5;
export const YOUTUBE_WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const png: FilePart = { filename: 'picture.png', content: await pngBytes(24, 24), type: 'image/png' };

/** A PNG file part for an image field. */
export function pngPart(filename = 'picture.png'): FilePart {
  return { ...png, filename };
}

/**
 * A valid create body of a learn type: the shared fields, the type's required medium (an image
 * goes as multipart; a video as a link, so the body stays JSON) and one category.
 */
export function buildLearnItem(type: LearnType, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const media = LearnMediaFields[type];
  return {
    selectedPage: 'learn',
    title: `A ${type} about learning`,
    description: '<p>What it is about.</p>',
    created_at: '2025-03-01',
    categories: String(INITIATIVES_CATEGORY_ID),
    ...('image' in media ? { [media.image]: pngPart() } : { [media.type]: 0, [media.url]: YOUTUBE_WATCH }),
    ...overrides,
  };
}

export const learnBase = (type: LearnType) => `/api/${LearnKeys[type]}`;
