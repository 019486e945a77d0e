import { type SitePage } from '@atrium/contract/enums';
import { heroSliderFields, heroSliderRules, type HeroSlider } from '@atrium/contract/hero-sliders';
import { Messages } from '@atrium/contract/messages';
import { initialSchedule, scheduleErrors, setSchedule, type ScheduleValues } from '~/admin-kit/schedule-fields';
import { firstError, richTextError } from '~/lib/form-errors';

/**
 * The hero-slider form's values. Media fields carry their wire names, so the server's field
 * errors (heroSliderImage, heroSliderVideoUrl, ...) land on them as they are.
 */
export type HeroSliderValues = ScheduleValues & {
  selectedPage: SitePage | '';
  title: string;
  briefDescription: string;
  medium: 'image' | 'video';
  videoSource: 'url' | 'file';
  heroSliderImage: File | null;
  heroSliderVideoUrl: string;
  heroSliderVideoFile: File | null;
  cta_status: boolean;
  cta_url: string;
  published: boolean;
};

/** What the record being edited already has: it satisfies the media rules (spec 1 §5). */
export type StoredMedia = { image: string | null; videoFile: string | null };

export function initialHeroSliderValues(record: HeroSlider | null): HeroSliderValues {
  return {
    selectedPage: record?.selectedPage ?? '',
    title: record?.title ?? '',
    briefDescription: record?.briefDescription ?? '',
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

/** The rules of spec 1 §5, with the contract's schemas and messages (the server checks the same). */
export function validateHeroSlider(values: HeroSliderValues, stored: StoredMedia): Partial<Record<string, string>> {
  const isVideo = values.medium === 'video';
  const fromFile = values.videoSource === 'file';
  const errors: Partial<Record<string, string>> = {
    selectedPage: firstError(heroSliderFields.selectedPage, values.selectedPage || undefined),
    title: richTextError(heroSliderFields.title, values.title, Messages.required),
    briefDescription: firstError(heroSliderFields.briefDescription, values.briefDescription),
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
    errors.heroSliderVideoUrl = firstError(heroSliderFields.heroSliderVideoUrl, values.heroSliderVideoUrl);
  }
  if (values.cta_status && values.cta_url.trim() && !errors.cta_url) {
    errors.cta_url = firstError(heroSliderFields.cta_url, values.cta_url);
  }
  return errors;
}

/**
 * The multipart body of a create or update (spec 1 §7). Only the chosen medium is sent; the
 * server clears the others. No position: the server puts a new slider last (decision 003).
 */
export function heroSliderBody(values: HeroSliderValues): FormData {
  const body = new FormData();
  body.set('selectedPage', values.selectedPage);
  body.set('title', values.title);
  body.set('briefDescription', values.briefDescription.trim());
  body.set('status', values.published ? '1' : '0');
  body.set('cta_status', values.cta_status ? '1' : '0');
  body.set('cta_url', values.cta_status ? values.cta_url.trim() : '');
  setSchedule(body, values);
  if (values.medium === 'image') {
    body.set('heroSliderType', '0');
    if (values.heroSliderImage) body.set('heroSliderImage', values.heroSliderImage);
  } else {
    body.set('heroSliderType', '1');
    if (values.videoSource === 'url') {
      body.set('heroSliderVideoType', '0');
      body.set('heroSliderVideoUrl', values.heroSliderVideoUrl.trim());
    } else {
      body.set('heroSliderVideoType', '1');
      if (values.heroSliderVideoFile) body.set('heroSliderVideoFile', values.heroSliderVideoFile);
    }
  }
  return body;
}
