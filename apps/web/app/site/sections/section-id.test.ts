import { FoldNames } from '@atrium/contract/pages';
import { describe, expect, it } from 'vitest';
import { sectionId } from './section-id';

describe('sectionId', () => {
  it('lower-cases, turns spaces into hyphens and drops every other character', () => {
    expect(sectionId('Advisory Board All Members')).toBe('advisory-board-all-members');
    expect(sectionId('About Us CEO')).toBe('about-us-ceo');
    expect(sectionId('hero slider')).toBe('hero-slider');
    expect(sectionId('Mission & Vision: 2030!')).toBe('mission--vision-2030');
    expect(sectionId('Café')).toBe('caf');
  });

  it('gives every known fold its own id', () => {
    const ids = FoldNames.map(sectionId);
    expect(new Set(ids).size).toBe(FoldNames.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});
