import { FoldNames, PageTexts, type Fold } from '@atrium/contract/pages';
import { describe, expect, it } from 'vitest';
import { byPosition, dragBlock, foldChoices, moveFold } from './pages-fold-rules';

const fold = (id: number, position: number, name: Fold['name'] = FoldNames[id % FoldNames.length]!): Fold => ({
  id,
  name,
  position,
  status: 0,
});
const saved = [fold(1, 1, 'hero slider'), fold(2, 2, 'testimonials'), fold(3, 3, 'advisory board')];
const idle = { editingId: null, adding: false };

describe('dragBlock', () => {
  it('lets the folds move when nothing is open or unsaved', () => {
    expect(dragBlock(saved, idle)).toBeNull();
    expect(dragBlock([], idle)).toBeNull();
  });

  it('names each of the three cases of requirements 3 §4', () => {
    expect(dragBlock(saved, { editingId: 2, adding: false })).toBe(PageTexts.cannotDragEditing);
    expect(dragBlock(saved, { editingId: null, adding: true })).toBe(PageTexts.cannotDragAdding);
    expect(dragBlock([...saved, fold(0, 4)], idle)).toBe(PageTexts.cannotDragUnsaved);
  });

  it('puts an unsaved fold first, then an edit, then the add row', () => {
    expect(dragBlock([...saved, fold(0, 4)], { editingId: 1, adding: true })).toBe(PageTexts.cannotDragUnsaved);
    expect(dragBlock(saved, { editingId: 1, adding: true })).toBe(PageTexts.cannotDragEditing);
  });
});

describe('moveFold', () => {
  it('renumbers every fold from 1 in the new order', () => {
    const moved = moveFold(saved, 2, 0);
    expect(moved.map(({ id, position }) => [id, position])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('numbers from 1 even when the stored positions had gaps', () => {
    const gappy = [fold(5, 10), fold(6, 20), fold(7, 40)];
    expect(moveFold(gappy, 0, 2).map(({ id, position }) => [id, position])).toEqual([
      [6, 1],
      [7, 2],
      [5, 3],
    ]);
  });

  it('leaves the list as it was for an index out of range', () => {
    expect(moveFold(saved, 7, 0)).toEqual(saved);
  });
});

describe('byPosition', () => {
  it('orders by position, then by id for equal positions', () => {
    expect(byPosition([fold(3, 2), fold(1, 5), fold(2, 2)]).map((f) => f.id)).toEqual([2, 3, 1]);
  });
});

describe('foldChoices', () => {
  it('offers only the folds the page accepts (recent content on home, initiatives on initiatives)', () => {
    expect(foldChoices('home', [])).toContain('recent content');
    expect(foldChoices('home', [])).not.toContain('initiatives');
    expect(foldChoices('initiatives', [])).toContain('initiatives');
    expect(foldChoices('about-us', [])).not.toContain('recent content');
  });

  it('leaves out the folds already on the page, except the one being edited', () => {
    expect(foldChoices('home', saved)).not.toContain('testimonials');
    expect(foldChoices('home', saved, 'testimonials')).toContain('testimonials');
    expect(foldChoices('home', saved, 'testimonials')).not.toContain('hero slider');
  });
});
