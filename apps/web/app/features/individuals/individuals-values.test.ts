import { toMultipart } from '~/lib/api-client';
import { IndividualMessages, type Individual } from '@atrium/contract/individuals';
import { describe, expect, it } from 'vitest';
import {
  individualBody as typedIndividualBody,
  initialIndividualValues,
  isFounder,
  validateIndividual,
  withCategory,
} from './individuals-values';

/** The body as it goes over the wire in multipart (decision 074: the kit encodes the typed body). */
const individualBody = (...args: Parameters<typeof typedIndividualBody>) => toMultipart(typedIndividualBody(...args));

const categories = [
  { id: 1, name: 'Founder' },
  { id: 2, name: 'Advisory Board' },
];
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' });

const founder: Individual = {
  id: 9,
  title: 'Ada',
  subtitle: 'Founder',
  description: '<p>Bio</p>',
  IndividualImage: '/media/images/ada.png',
  backgroundImage: '/media/images/bg.png',
  category: 1,
  category_name: 'Founder',
  category_details: { id: 1, name: 'Founder', categoryType: 0 },
  status: 1,
  position: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const errorsOf = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('individual form values', () => {
  it('an empty add form names every required field with the spec messages', () => {
    expect(errorsOf(validateIndividual(initialIndividualValues(null), null, categories))).toEqual({
      title: IndividualMessages.titleRequired,
      subtitle: IndividualMessages.subtitleRequired,
      description: IndividualMessages.descriptionRequired,
      IndividualImage: IndividualMessages.imageRequired,
      category: IndividualMessages.categoryRequired,
    });
  });

  it('a description of markup alone is missing', () => {
    const values = { ...initialIndividualValues(null), description: '<p></p>' };
    expect(validateIndividual(values, null, categories).description).toBe(IndividualMessages.descriptionRequired);
  });

  it('a Founder needs a background image; the stored ones count on edit', () => {
    const values = initialIndividualValues(founder);
    expect(errorsOf(validateIndividual(values, founder.IndividualImage, categories))).toEqual({});
    const added = {
      ...initialIndividualValues(null),
      title: 'A',
      subtitle: 'B',
      description: '<p>C</p>',
      category: '1',
    };
    expect(validateIndividual({ ...added, IndividualImage: png() }, null, categories).backgroundImage).toBe(
      IndividualMessages.backgroundRequired,
    );
    expect(isFounder('2', categories)).toBe(false);
  });

  it('changing the category clears the background image, chosen or stored', () => {
    const values = { ...initialIndividualValues(founder), backgroundImage: png() };
    expect(withCategory(values, '2')).toEqual({ category: '2', backgroundImage: null, storedBackground: null });
    expect(withCategory(values, '1')).toEqual({});
    const moved = { ...values, ...withCategory(values, '2') };
    const backToFounder = { ...moved, ...withCategory(moved, '1') };
    expect(validateIndividual(backToFounder, founder.IndividualImage, categories).backgroundImage).toBe(
      IndividualMessages.backgroundRequired,
    );
  });

  it('sends new images only, and a background only for a Founder', () => {
    const values = {
      ...initialIndividualValues(founder),
      IndividualImage: png(),
      backgroundImage: png(),
      published: false,
    };
    const body = individualBody(values, categories);
    expect(body.get('status')).toBe('0');
    expect(body.get('category')).toBe('1');
    expect(body.get('IndividualImage')).toBeInstanceOf(File);
    expect(body.get('backgroundImage')).toBeInstanceOf(File);
    expect(body.has('position')).toBe(false);

    const board = individualBody({ ...values, category: '2' }, categories);
    expect(board.has('backgroundImage')).toBe(false);
    expect(individualBody(initialIndividualValues(founder), categories).has('IndividualImage')).toBe(false);
  });
});
