import { toMultipart } from '~/lib/api-client';
import { HeroSliderMessages } from '@atrium/contract/hero-sliders';
import { Messages } from '@atrium/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  heroSliderBody as typedHeroSliderBody,
  initialHeroSliderValues,
  storedMedia,
  validateHeroSlider,
  type HeroSliderValues,
} from './hero-sliders-values.ts';

/** The body as it goes over the wire in multipart (decision 074: the kit encodes the typed body). */
const heroSliderBody = (...args: Parameters<typeof typedHeroSliderBody>) => toMultipart(typedHeroSliderBody(...args));

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const mp4 = new File([new Uint8Array([0, 0, 0, 24])], 'a.mp4', { type: 'video/mp4' });
const none = { image: null, videoFile: null };
const filled = (patch: Partial<HeroSliderValues> = {}): HeroSliderValues => ({
  ...initialHeroSliderValues(null),
  selectedPage: 'home',
  title: '<p>Welcome</p>',
  briefDescription: 'Brief',
  heroSliderImage: png,
  ...patch,
});
const clean = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => Boolean(v)));

describe('hero slider form rules', () => {
  it('requires page, title and brief description; markup alone is no title', () => {
    expect(
      clean(validateHeroSlider(filled({ selectedPage: '', title: '<p></p>', briefDescription: '  ' }), none)),
    ).toEqual({
      selectedPage: Messages.required,
      title: Messages.required,
      briefDescription: Messages.required,
    });
    expect(clean(validateHeroSlider(filled(), none))).toEqual({});
  });

  it('asks for the medium of the chosen kind, with the spec texts', () => {
    expect(clean(validateHeroSlider(filled({ heroSliderImage: null }), none))).toEqual({
      heroSliderImage: HeroSliderMessages.imageRequired,
    });
    expect(clean(validateHeroSlider(filled({ medium: 'video', videoSource: 'url' }), none))).toEqual({
      heroSliderVideoUrl: HeroSliderMessages.videoUrlRequired,
    });
    expect(clean(validateHeroSlider(filled({ medium: 'video', videoSource: 'file' }), none))).toEqual({
      heroSliderVideoFile: HeroSliderMessages.videoFileRequired,
    });
    expect(
      clean(validateHeroSlider(filled({ medium: 'video', heroSliderVideoUrl: 'not a url' }), none)).heroSliderVideoUrl,
    ).toBe('Please enter a valid video URL.');
  });

  it('lets a stored medium of the same kind satisfy the rule on edit', () => {
    expect(
      clean(validateHeroSlider(filled({ heroSliderImage: null }), { image: '/media/a.png', videoFile: null })),
    ).toEqual({});
    expect(
      clean(
        validateHeroSlider(filled({ medium: 'video', videoSource: 'file' }), {
          image: null,
          videoFile: '/media/v.mp4',
        }),
      ),
    ).toEqual({});
  });

  it('needs a CTA URL only when the CTA is on', () => {
    expect(clean(validateHeroSlider(filled({ cta_status: true }), none))).toEqual({
      cta_url: HeroSliderMessages.ctaUrlRequired,
    });
    expect(clean(validateHeroSlider(filled({ cta_status: true, cta_url: '/about-us' }), none))).toEqual({});
    expect(clean(validateHeroSlider(filled({ cta_status: false, cta_url: 'junk' }), none))).toEqual({});
  });

  it('sends only the chosen medium and no position', () => {
    const image = heroSliderBody(filled({ heroSliderVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(image.get('heroSliderType')).toBe('0');
    expect(image.get('heroSliderImage')).toBe(png);
    expect(image.has('heroSliderVideoUrl')).toBe(false);
    expect(image.has('position')).toBe(false);
    expect(image.get('cta_url')).toBe('');

    const url = heroSliderBody(
      filled({ medium: 'video', heroSliderVideoUrl: ' https://youtu.be/dQw4w9WgXcQ ', published: true }),
    );
    expect(Object.fromEntries([...url.entries()].filter(([k]) => k.startsWith('hero') || k === 'status'))).toEqual({
      heroSliderType: '1',
      heroSliderVideoType: '0',
      heroSliderVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      status: '1',
    });

    const file = heroSliderBody(filled({ medium: 'video', videoSource: 'file', heroSliderVideoFile: mp4 }));
    expect(file.get('heroSliderVideoType')).toBe('1');
    expect(file.get('heroSliderVideoFile')).toBe(mp4);
    expect(file.has('heroSliderImage')).toBe(false);
  });

  it('starts an edit from the record, keeping only the medium it has', () => {
    const record = {
      id: 1,
      title: '<p>T</p>',
      briefDescription: 'B',
      selectedPage: 'learn' as const,
      heroSlider: { type: 1 as const, image: null, video: { type: 1 as const, url: null, file: '/media/v.mp4' } },
      cta_status: 1 as const,
      cta_url: '/learn',
      imageCredit: 'Photo: Jane Doe',
      status: 1 as const,
      position: 3,
      created_at: '',
      updated_at: '',
      publish_at: null,
      unpublish_at: null,
    };
    expect(initialHeroSliderValues(record)).toMatchObject({
      medium: 'video',
      videoSource: 'file',
      cta_status: true,
      published: true,
    });
    expect(storedMedia(record)).toEqual({ image: null, videoFile: '/media/v.mp4' });
  });
});
