import type {
  contactDetailsEndpoints,
  heroSlidersEndpoints,
  industriesEndpoints,
  learnPodcastsEndpoints,
  learnVideosEndpoints,
} from '@atrium/contract/endpoints/resources';
import { describe, expect, it } from 'vitest';
import type { WriteBody } from './resource-api';

/*
 * Decision 074: a save's body is its endpoint's body type, so a wire key the contract does not
 * declare fails `npm run typecheck` (this file is type-checked with the app), not a 400 at run time.
 */
describe('typed writes', () => {
  it('takes the wire keys the contract declares and refuses any other', () => {
    const industry: WriteBody<typeof industriesEndpoints> = { industriesName: 'Mining', status: 1 };
    // @ts-expect-error -- a renamed wire key is a type error
    const renamed: WriteBody<typeof industriesEndpoints> = { industriesNam: 'Mining', status: 1 };
    expect([industry, renamed]).toHaveLength(2);
  });

  it('takes a file field as a File, and a choice only among its values', () => {
    const image = new File([], 'a.png', { type: 'image/png' });
    const slider: WriteBody<typeof heroSlidersEndpoints> = { selectedPage: 'home', heroSliderImage: image };
    // @ts-expect-error -- not one of the site's pages
    const elsewhere: WriteBody<typeof heroSlidersEndpoints> = { selectedPage: 'nowhere' };
    // @ts-expect-error -- a file field takes a File, not a number
    const notAFile: WriteBody<typeof heroSlidersEndpoints> = { heroSliderImage: 3 };
    expect([slider, elsewhere, notAFile]).toHaveLength(3);
  });

  it('types a learn type’s body: the shared fields and its own media part, nothing of another type’s', () => {
    const file = new File([], 'clip.mp4', { type: 'video/mp4' });
    const video: WriteBody<typeof learnVideosEndpoints> = {
      title: 'Soil',
      categories: [3, 5],
      VideoType: 1,
      VideoFile: file,
      VideoDuration: '4:05',
    };
    // @ts-expect-error -- a renamed wire key is a type error
    const renamed: WriteBody<typeof learnVideosEndpoints> = { VideoUrls: 'https://youtu.be/x' };
    // @ts-expect-error -- a podcast's media field is not a video's
    const podcastField: WriteBody<typeof learnVideosEndpoints> = { podCastVideoUrl: 'https://youtu.be/x' };
    // @ts-expect-error -- a podcast's audio is a file, not its name
    const audio: WriteBody<typeof learnPodcastsEndpoints> = { podCastAudioFile: 'episode.mp3' };
    expect([video, renamed, podcastField, audio]).toHaveLength(4);
  });

  it('types the contact details’ body', () => {
    const details: WriteBody<typeof contactDetailsEndpoints> = { company: 'Atrium', phone: '8045550147' };
    // @ts-expect-error -- a renamed wire key is a type error
    const renamed: WriteBody<typeof contactDetailsEndpoints> = { companyName: 'Atrium' };
    // @ts-expect-error -- the background image is a file
    const notAFile: WriteBody<typeof contactDetailsEndpoints> = { backgroundImage: 7 };
    expect([details, renamed, notAFile]).toHaveLength(3);
  });
});
