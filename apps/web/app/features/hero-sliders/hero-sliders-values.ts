import type { heroSlidersEndpoints } from '@atrium/contract/endpoints/resources';
import { heroSliderFields, heroSliderRules, type HeroSlider } from '@atrium/contract/hero-sliders';
import { fieldForm } from '~/admin-kit/field-form';
import type { WriteBody } from '~/admin-kit/resource-api';
import { initialSchedule, scheduleBody, scheduleErrors, type ScheduleValues } from '~/admin-kit/schedule-fields';
import { firstError } from '~/lib/form-errors';

/** What a hero slider's create and update send (decision 074: the contract's body type). */
export type HeroSliderBody = WriteBody<typeof heroSlidersEndpoints>;

const fields = heroSliderFields.fields;

/**
 * The declared fields the form edits as they are (decision 074); the medium is the form's own.
 * Those not in `customInputs` get the kit's default input.
 */
export const heroSliderForm = fieldForm(fields, ['selectedPage', 'title', 'briefDescription', 'imageCredit']);

/** The declared fields the form renders with inputs of its own (a page select, the rich-text title, a textarea). */
export const customInputs = ['selectedPage', 'title', 'briefDescription'] as const;

/**
 * The hero-slider form's values. Media fields carry their wire names, so the server's field
 * errors (heroSliderImage, heroSliderVideoUrl, ...) land on them as they are.
 */
export type HeroSliderValues = ScheduleValues &
  ReturnType<typeof heroSliderForm.initial> & {
    medium: 'image' | 'video';
    videoSource: 'url' | 'file';
    heroSliderImage: File | null;
    heroSliderVideoUrl: string;
    heroSliderVideoFile: File | null;
    cta_status: boolean;
    cta_url: string;
    published: boolean;
  };

/** What the record being edited already has: it satisfies the media rules (requirements 1 §5). */
export type StoredMedia = { image: string | null; videoFile: string | null };

export function initialHeroSliderValues(record: HeroSlider | null): HeroSliderValues {
  return {
    ...heroSliderForm.initial(record),
    medium: record?.heroSlider.type === 1 ? 'video' : 'image',
    videoSource: record?.heroSlider.video.type === 1 ? 'file' : 'url',
    heroSliderImage: null,
    heroSliderVideoUrl: record?.heroSlider.video.url ?? '',
    heroSliderVideoFile: null,
    cta_status: record?.cta_status === 1,
    cta_url: record?.cta_url ?? '',
    published: record?.status === 1,
    ...initialSchedule(record),
  };
}

export function storedMedia(record: HeroSlider | null): StoredMedia {
  if (!record) return { image: null, videoFile: null };
  return {
    image: record.heroSlider.type === 0 ? record.heroSlider.image : null,
    videoFile: record.heroSlider.type === 1 && record.heroSlider.video.type === 1 ? record.heroSlider.video.file : null,
  };
}

/** The rules of requirements 1 §5, with the contract's schemas and messages (the server checks the same). */
export function validateHeroSlider(values: HeroSliderValues, stored: StoredMedia): Partial<Record<string, string>> {
  const isVideo = values.medium === 'video';
  const fromFile = values.videoSource === 'file';
  const errors: Partial<Record<string, string>> = {
    ...heroSliderForm.validate(values),
    ...heroSliderRules({
      sliderType: isVideo ? 1 : 0,
      image: values.heroSliderImage ?? stored.image,
      videoType: isVideo ? (fromFile ? 1 : 0) : null,
      videoUrl: values.heroSliderVideoUrl.trim() || null,
      videoFile: values.heroSliderVideoFile ?? stored.videoFile,
      ctaStatus: values.cta_status ? 1 : 0,
      ctaUrl: values.cta_url.trim() || null,
    }),
    ...scheduleErrors(values),
  };
  if (isVideo && !fromFile && values.heroSliderVideoUrl.trim() && !errors.heroSliderVideoUrl) {
    errors.heroSliderVideoUrl = firstError(fields.heroSliderVideoUrl.body, values.heroSliderVideoUrl);
  }
  if (values.cta_status && values.cta_url.trim() && !errors.cta_url) {
    errors.cta_url = firstError(fields.cta_url.body, values.cta_url);
  }
  return errors;
}

/**
 * The body of a create or update (requirements 1 §7); multipart when it carries a file (the kit decides).
 * Only the chosen medium is sent; the server clears the others. No position: the server puts a
 * new slider last (decision 003).
 */
export function heroSliderBody(values: HeroSliderValues): HeroSliderBody {
  const body: HeroSliderBody = {
    ...heroSliderForm.body(values),
    status: values.published ? 1 : 0,
    cta_status: values.cta_status ? 1 : 0,
    cta_url: values.cta_status ? values.cta_url.trim() : '',
    ...scheduleBody(values),
  };
  if (values.medium === 'image') {
    body.heroSliderType = 0;
    if (values.heroSliderImage) body.heroSliderImage = values.heroSliderImage;
  } else {
    body.heroSliderType = 1;
    if (values.videoSource === 'url') {
      body.heroSliderVideoType = 0;
      body.heroSliderVideoUrl = values.heroSliderVideoUrl.trim();
    } else {
      body.heroSliderVideoType = 1;
      if (values.heroSliderVideoFile) body.heroSliderVideoFile = values.heroSliderVideoFile;
    }
  }
  return body;
}
