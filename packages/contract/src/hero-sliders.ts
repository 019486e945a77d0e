import { z } from 'zod';
import { MediaSourceLabels, SitePageLabels, SitePages } from './enums.ts';
import {
  choice,
  defaulted,
  file,
  nullable,
  option,
  position,
  resourceFields,
  richText,
  scheduleDescriptors,
  status,
  text,
  toggle,
  unlisted,
  url,
} from './fields.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const HeroSliderMessages = {
  imageRequired: 'An image is required for image slider.',
  videoUrlRequired: 'A video URL is required for URL-based video slider.',
  videoFileRequired: 'A video file is required for file-based video slider.',
  ctaUrlRequired: 'CTA URL is required when CTA is active.',
} as const;

/** The spec's hero-slider texts: the standard ones, where a few say only 'slider'. */
export const HeroSliderTexts = standardTexts('Hero Slider', 'Hero Sliders', {
  countsToast: 'Unable to fetch slider counts. Please check your connection or login status.',
  listToast: 'Unable to fetch sliders. Please check your connection or login status.',
  updateFailed: 'An error occurred while updating the slider.',
  deleteFailed: 'An error occurred while deleting the slider.',
  bulkDeleteFailed: 'An error occurred while deleting the sliders.',
});

export const heroSliderSortKeys = ['position', '-position', 'created_at', '-created_at'] as const;

const required = 'This field is required';

/**
 * The fields of a hero-slider create or update, as JSON or multipart. Files are checked by the
 * media module (by their bytes), so here they are only present or absent; `''` clears.
 */
export const heroSliderFields = resourceFields({
  title: richText({ column: 'title', max: 20_000, required, search: true, localized: true }),
  briefDescription: text({ column: 'brief_description', max: 5_000, required, search: true, localized: true }),
  selectedPage: option({
    column: 'selected_page',
    options: SitePages,
    message: required,
    required: true,
    labels: SitePageLabels,
  }),
  cta_status: toggle({ column: 'cta_status', message: 'cta_status must be 0 or 1.' }),
  cta_url: url({
    column: 'cta_url',
    message: 'Please enter a valid URL (https://… or a path such as /about-us).',
    allowSitePath: true,
  }),
  status: status(),
  // The medium is answered nested, under `heroSlider` (the resource's toWire places it).
  heroSliderType: unlisted(
    choice({
      column: 'slider_type',
      options: [0, 1],
      message: 'heroSliderType must be 0 (image) or 1 (video).',
      labels: { 0: 'Image', 1: 'Video' },
    }),
  ),
  heroSliderVideoType: unlisted(
    nullable(
      choice({
        column: 'video_type',
        options: [0, 1],
        message: 'heroSliderVideoType must be 0 (URL) or 1 (file).',
        labels: MediaSourceLabels,
      }),
    ),
  ),
  heroSliderVideoUrl: unlisted(url({ column: 'video_url', message: 'Please enter a valid video URL.' })),
  heroSliderImage: unlisted(file({ column: 'image', kind: 'image' })),
  heroSliderVideoFile: unlisted(file({ column: 'video_file', kind: 'video' })),
  imageCredit: defaulted(
    text({ column: 'image_credit', max: 200, label: 'Image credit', hint: 'Who made the picture.' }),
  ),
  position: position(),
  ...scheduleDescriptors,
});

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/**
 * A hero slider as the API answers it. Its medium is nested: `heroSlider.type` 0 is an image,
 * 1 a video given by URL (`video.type` 0) or by file (`video.type` 1).
 */
export const heroSliderSchema = baseRecordSchema.extend({
  ...heroSliderFields.record,
  heroSlider: z.object({
    type: zeroOrOne,
    image: z.string().nullable(),
    video: z.object({ type: zeroOrOne.nullable(), url: z.string().nullable(), file: z.string().nullable() }),
  }),
});
export type HeroSlider = z.infer<typeof heroSliderSchema>;

/** Cross-field rules, checked on the merged record (an existing file satisfies them on edit). */
export function heroSliderRules(s: {
  sliderType: number;
  image: unknown;
  videoType: number | null;
  videoUrl: string | null;
  videoFile: unknown;
  ctaStatus: number;
  ctaUrl: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (s.sliderType === 0 && !s.image) errors.heroSliderImage = HeroSliderMessages.imageRequired;
  if (s.sliderType === 1 && s.videoType !== 1 && !s.videoUrl)
    errors.heroSliderVideoUrl = HeroSliderMessages.videoUrlRequired;
  if (s.sliderType === 1 && s.videoType === 1 && !s.videoFile)
    errors.heroSliderVideoFile = HeroSliderMessages.videoFileRequired;
  if (s.ctaStatus === 1 && !s.ctaUrl) errors.cta_url = HeroSliderMessages.ctaUrlRequired;
  return errors;
}
