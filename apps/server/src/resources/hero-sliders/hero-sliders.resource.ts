import { SitePages } from '@atrium/contract/enums';
import { Messages } from '@atrium/contract/messages';
import { stripMarkup } from '@atrium/contract/text';
import {
  heroSliderFields,
  heroSliderFileFields,
  heroSliderRules,
  heroSliderSortKeys,
} from '@atrium/contract/hero-sliders';
import { z } from 'zod';
import { sanitizeRichText } from '../../modules/rich-text/sanitize.ts';
import { defineResource, type Row } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

const wire = z.object({
  id: z.number(),
  title: z.string(),
  briefDescription: z.string(),
  selectedPage: z.enum(SitePages),
  heroSlider: z.object({
    type: z.number(),
    image: z.string().nullable(),
    video: z.object({ type: z.number().nullable(), url: z.string().nullable(), file: z.string().nullable() }),
  }),
  cta_status: z.number(),
  cta_url: z.string().nullable(),
  status: z.number(),
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Which columns each wire field writes. */
const columnOf = {
  title: 'title',
  briefDescription: 'brief_description',
  selectedPage: 'selected_page',
  cta_status: 'cta_status',
  cta_url: 'cta_url',
  status: 'status',
  position: 'position',
  heroSliderType: 'slider_type',
  heroSliderVideoType: 'video_type',
  heroSliderVideoUrl: 'video_url',
} as const;

export const heroSliders = defineResource({
  key: 'hero-sliders',
  table: 'hero_sliders',
  noun: 'Hero slider',
  fields: heroSliderFields,
  required: ['title', 'briefDescription', 'selectedPage'],
  files: heroSliderFileFields,
  wireSchema: wire,
  defaults: {
    slider_type: 0,
    cta_status: 0,
    cta_url: null,
    image: null,
    video_type: null,
    video_url: null,
    video_file: null,
  },
  publicRead: true,
  sorts: sortsFor(heroSliderSortKeys),
  filters: {
    selectedPage: {
      column: 'selected_page',
      schema: z.enum(SitePages, { error: `selectedPage must be one of: ${SitePages.join(', ')}.` }),
    },
  },
  searchText: (row) => `${row.title} ${row.brief_description}`,

  toColumns(input, stored, existing) {
    const columns: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(columnOf)) {
      if (input[field] !== undefined) columns[column] = input[field] === '' ? null : input[field];
    }
    if (typeof columns.title === 'string') columns.title = sanitizeRichText(columns.title);
    if ('heroSliderImage' in stored) columns.image = stored.heroSliderImage;
    if ('heroSliderVideoFile' in stored) columns.video_file = stored.heroSliderVideoFile;

    // When the request names no type, its own new medium decides (spec 1 §4: choosing an image
    // makes an image slider, choosing a video file or typing a URL makes a video slider of that
    // source). Without this, a PATCH carrying only a new file or URL was silently dropped.
    const newImage = Boolean(stored.heroSliderImage);
    const newFile = Boolean(stored.heroSliderVideoFile);
    const newUrl = typeof columns.video_url === 'string' && columns.video_url !== '';
    if (columns.slider_type === undefined && newImage !== (newFile || newUrl)) columns.slider_type = newImage ? 0 : 1;
    if (columns.video_type === undefined && newFile !== newUrl) columns.video_type = newFile ? 1 : 0;

    // One medium at a time (spec 1 §4): an image clears the video; a video clears the image,
    // and the two video sources clear each other.
    const type = (columns.slider_type ?? existing?.slider_type ?? 0) as number;
    if (type === 0) Object.assign(columns, { video_type: null, video_url: null, video_file: null });
    else {
      columns.image = null;
      const source = (columns.video_type ?? existing?.video_type ?? 0) as number;
      columns.video_type = source;
      if (source === 0) columns.video_file = null;
      else columns.video_url = null;
    }
    if ((columns.cta_status ?? existing?.cta_status) === 0) columns.cta_url = null;
    return columns;
  },

  rules: (row: Row) => ({
    // A title of markup alone (an empty editor sends '<p><br></p>'; a lone script is removed
    // by the sanitizer) is no title.
    ...(stripMarkup(String(row.title ?? '')) ? {} : { title: Messages.required }),
    ...heroSliderRules({
      sliderType: Number(row.slider_type),
      image: row.image,
      videoType: row.video_type as number | null,
      videoUrl: row.video_url as string | null,
      videoFile: row.video_file,
      ctaStatus: Number(row.cta_status),
      ctaUrl: row.cta_url as string | null,
    }),
  }),

  toWire: (row) => ({
    id: row.id,
    title: row.title as string,
    briefDescription: row.brief_description as string,
    selectedPage: row.selected_page as (typeof SitePages)[number],
    heroSlider: {
      type: Number(row.slider_type),
      image: (row.image as string | null) ?? null,
      video: {
        type: row.video_type === null ? null : Number(row.video_type),
        url: (row.video_url as string | null) ?? null,
        file: (row.video_file as string | null) ?? null,
      },
    },
    cta_status: Number(row.cta_status),
    cta_url: (row.cta_url as string | null) ?? null,
    status: row.status,
    position: row.position,
    created_at: row.created_at as string,
    updated_at: row.updated_at as string,
  }),
});
