import { heroSliderFields, heroSliderRules, heroSliderSortKeys } from '@atrium/contract/hero-sliders';
import { Messages } from '@atrium/contract/messages';
import { stripMarkup } from '@atrium/contract/text';
import { wireOf, type TableOf } from '../../resource-kit/columns.ts';
import { heroSlidersEndpoints } from '@atrium/contract/endpoints/resources';
import { defineResource } from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';

/** The hero_sliders table, as its field descriptors give it (decision 074). */
export type HeroSlidersTable = TableOf<typeof heroSliderFields.fields>;

declare module '../../db/schema.ts' {
  interface Database {
    hero_sliders: HeroSlidersTable;
  }
}

export const heroSliders = defineResource({
  api: heroSlidersEndpoints,
  table: 'hero_sliders',
  scheduled: true,
  defaults: {
    slider_type: 0,
    cta_status: 0,
    cta_url: null,
    image: null,
    video_type: null,
    video_url: null,
    video_file: null,
  },
  sorts: sortsFor(heroSliderSortKeys),
  filters: { selectedPage: { column: 'selected_page' }, scheduled: { column: 'publish_at', scheduled: true } },

  adjustColumns(mapped, _input, stored, existing) {
    const columns = { ...mapped };
    // When the request names no type, its own new medium decides (requirements 1 §4: choosing an image
    // makes an image slider, choosing a video file or typing a URL makes a video slider of that
    // source). Without this, a PATCH carrying only a new file or URL was silently dropped.
    const newImage = Boolean(stored.heroSliderImage);
    const newFile = Boolean(stored.heroSliderVideoFile);
    const newUrl = typeof columns.video_url === 'string' && columns.video_url !== '';
    if (columns.slider_type === undefined && newImage !== (newFile || newUrl)) columns.slider_type = newImage ? 0 : 1;
    if (columns.video_type === undefined && newFile !== newUrl) columns.video_type = newFile ? 1 : 0;

    // One medium at a time (requirements 1 §4): an image clears the video; a video clears the image,
    // and the two video sources clear each other.
    const type = columns.slider_type ?? existing?.slider_type ?? 0;
    if (type === 0) Object.assign(columns, { video_type: null, video_url: null, video_file: null });
    else {
      columns.image = null;
      const source = columns.video_type ?? existing?.video_type ?? 0;
      columns.video_type = source;
      if (source === 0) columns.video_file = null;
      else columns.video_url = null;
    }
    if ((columns.cta_status ?? existing?.cta_status) === 0) columns.cta_url = null;
    return columns;
  },

  rules: (row) => ({
    // A title of markup alone (an empty editor sends '<p><br></p>'; a lone script is removed
    // by the sanitizer) is no title.
    ...(stripMarkup(row.title ?? '') ? {} : { title: Messages.required }),
    ...heroSliderRules({
      sliderType: row.slider_type ?? 0,
      image: row.image,
      videoType: row.video_type ?? null,
      videoUrl: row.video_url ?? null,
      videoFile: row.video_file,
      ctaStatus: row.cta_status ?? 0,
      ctaUrl: row.cta_url ?? null,
    }),
  }),

  // The declared fields as they are, and the medium nested as the spec answers it.
  toWire: (row) => ({
    ...wireOf(heroSliderFields.fields, row),
    heroSlider: {
      type: row.slider_type,
      image: row.image,
      video: { type: row.video_type, url: row.video_url, file: row.video_file },
    },
  }),
});
