import type { heroSlidersEndpoints, industriesEndpoints } from '@atrium/contract/endpoints/resources';
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
});
