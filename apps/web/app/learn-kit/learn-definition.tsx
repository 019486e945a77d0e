import { SitePageLabels } from '@atrium/contract/enums';
import { learnLocaleSlugs } from '@atrium/contract/endpoints/learn';
import { LearnMessages, learnSlugSchema, LearnTexts, type LearnRecord, type LearnType } from '@atrium/contract/learn';
import { stripMarkup } from '@atrium/contract/text';
import { textColumn, titleColumn } from '~/admin-kit/columns';
import type { ResourceApi } from '~/admin-kit/resource-api';
import { Thumbnail } from '~/admin-kit/thumbnail';
import { call } from '~/lib/api-client';
import type { ResourceColumn, ResourceDefinition } from '~/admin-kit/types';
import { LearnForm } from './learn-form';
import { learnMedia } from './learn-media';
import { VideoPreview } from './learn-preview';
import type { LearnBody, LearnItem } from './learn-values';
import { learnItemPath } from '@atrium/contract/pages';
import { isLiveAt } from '@atrium/contract/schedule';

const descriptions: Record<LearnType, string> = {
  blog: 'Posts for the Learn page and, by their categories, the Home and Initiatives pages, in the order shown.',
  article: 'Articles for the Learn page and, by their categories, the Home and Initiatives pages, in the order shown.',
  video:
    'Videos, linked from YouTube or Vimeo or uploaded, for the Learn page and the pages their categories place them on.',
  podcast:
    'Podcast episodes, linked from YouTube or Vimeo or uploaded, for the Learn page and the pages their categories place them on.',
};

const field = (row: LearnItem, name: string | undefined) =>
  name ? ((row as Record<string, unknown>)[name] as string | number | null) : null;

/** The row's picture (blogs, articles) or player (videos, podcasts): the media part's column. */
function previewColumn<T extends LearnItem>(type: LearnType): ResourceColumn<T> {
  const media = learnMedia(type);
  if (media.image) {
    return {
      header: 'Image',
      width: '80px',
      role: 'preview',
      render: (row) => <Thumbnail path={field(row, media.image) as string | null} />,
    };
  }
  return {
    header: 'Video',
    width: '96px',
    role: 'preview',
    wide: true,
    render: (row) => (
      <VideoPreview
        type={Number(field(row, media.type))}
        url={field(row, media.url) as string | null}
        file={field(row, media.file) as string | null}
        title={stripMarkup(row.title)}
      />
    ),
  };
}

/**
 * One of the four learn screens (requirements 2 §2) as a list-kit definition: what they share is here,
 * what differs is the type's media part (its preview and its form fields) and its texts.
 */
export function learnDefinition<K extends LearnType>(
  type: K,
  api: ResourceApi<LearnRecord[K], LearnBody<K>>,
): ResourceDefinition<LearnRecord[K], LearnBody<K>> {
  return {
    api,
    texts: LearnTexts[type],
    description: descriptions[type],
    rowLabel: (row) => stripMarkup(row.title),
    publicUrl: (row) => (isLiveAt(row, new Date()) && row.slug ? learnItemPath(type, row.slug) : null),
    // Requirements 2 §8: the video form also says a failed save inline.
    inlineSaveError: type === 'video',
    Form: (props) => <LearnForm type={type} {...props} />,
    // Decision 092: a translation previews its texts over the saved item, in its language.
    translationPreview: (row, locale, texts) => ({
      type,
      id: row.id,
      locale,
      values: {
        title: String(texts.title ?? ''),
        subtitle: String(texts.subtitle ?? ''),
        description: String(texts.description ?? ''),
        ...('podCastTranscript' in texts ? { transcript: String(texts.podCastTranscript ?? '') } : {}),
      },
    }),
    // Decision 096: the item's slug in the language, beside its default one, saved apart.
    translationAddress: {
      pathOf: (row, slug) => learnItemPath(type, slug || row.slug),
      validate: (slug) => (learnSlugSchema.safeParse(slug).success ? undefined : LearnMessages.slugInvalid),
      read: async (id, locale, signal) =>
        (await call(learnLocaleSlugs[type].get, { params: { id }, query: { locale } }, { signal })).data.slug,
      save: (id, locale, slug) =>
        call(learnLocaleSlugs[type].put, { params: { id }, query: { locale }, body: { slug } }),
    },
    columns: [
      previewColumn<LearnRecord[K]>(type),
      // The date leads the line under the title, as a list of posts shows it.
      titleColumn({
        title: (row) => row.title,
        subtitle: (row) => [row.created_at.slice(0, 10), row.subtitle].filter(Boolean).join(' · '),
      }),
      textColumn('Page', (row) => SitePageLabels[row.selectedPage] ?? row.selectedPage, '80px'),
    ],
  };
}
