import { describe, expect, it } from 'vitest';
import {
  categoriesReducer as reduce,
  editingId,
  initialCategoriesState as initial,
  isAdding,
  skipOfGroup,
  type CategoriesState,
} from './categories-state.ts';

const at = (patch: Partial<CategoriesState>): CategoriesState => ({ ...initial, ...patch });

describe('the Categories screen state', () => {
  it('starts with every group open on its first page and no form', () => {
    expect(initial.expanded).toEqual({ 0: true, 1: true, 2: true });
    expect(initial.pages).toEqual({ 0: 1, 1: 1, 2: 1 });
    expect(initial.form).toBeNull();
  });

  it('keeps one form open at a time, across groups', () => {
    let state = reduce(initial, { type: 'openAdd', group: 1 });
    expect(isAdding(state, 1)).toBe(true);
    state = reduce(state, { type: 'openEdit', group: 2, id: 7 });
    expect(isAdding(state, 1)).toBe(false);
    expect(editingId(state)).toBe(7);
    state = reduce(state, { type: 'openAdd', group: 2 });
    expect(editingId(state)).toBeNull();
    expect(isAdding(state, 2)).toBe(true);
    expect(reduce(state, { type: 'closeForm' }).form).toBeNull();
  });

  it('collapses and expands a group; collapsing closes a form inside it only', () => {
    const editing = at({ form: { kind: 'edit', group: 0, id: 3 } });
    let state = reduce(editing, { type: 'toggle', group: 1 });
    expect(state.expanded[1]).toBe(false);
    expect(editingId(state)).toBe(3);
    state = reduce(state, { type: 'toggle', group: 0 });
    expect(state.expanded[0]).toBe(false);
    expect(state.form).toBeNull();
    expect(reduce(state, { type: 'toggle', group: 0 }).expanded[0]).toBe(true);
  });

  it('opens a collapsed group to show its add form', () => {
    const state = reduce(at({ expanded: { 0: true, 1: false, 2: true } }), { type: 'openAdd', group: 1 });
    expect(state.expanded[1]).toBe(true);
  });

  it('searches all groups from their first pages, trimmed; an edit form closes, an add form stays', () => {
    let state = at({ pages: { 0: 1, 1: 3, 2: 2 }, form: { kind: 'edit', group: 1, id: 4 } });
    state = reduce(state, { type: 'search', text: '  café & co ' });
    expect(state.search).toBe('café & co');
    expect(state.pages).toEqual({ 0: 1, 1: 1, 2: 1 });
    expect(state.form).toBeNull();
    state = reduce(reduce(state, { type: 'openAdd', group: 2 }), { type: 'search', text: '' });
    expect(isAdding(state, 2)).toBe(true);
  });

  it('pages each group on its own; a new page size starts at page 1', () => {
    let state = reduce(initial, { type: 'page', group: 2, page: 3 });
    expect(state.pages).toEqual({ 0: 1, 1: 1, 2: 3 });
    expect(skipOfGroup(state, 2)).toBe(20);
    state = reduce(state, { type: 'pageSize', group: 2, pageSize: 50 });
    expect(state.pages[2]).toBe(1);
    expect(state.pageSizes).toEqual({ 0: 10, 1: 10, 2: 50 });
    expect(reduce(state, { type: 'page', group: 1, page: 0 }).pages[1]).toBe(1);
  });

  it('closes an edit form when its group changes page', () => {
    const state = at({ form: { kind: 'edit', group: 2, id: 9 } });
    expect(reduce(state, { type: 'page', group: 1, page: 2 }).form).not.toBeNull();
    expect(reduce(state, { type: 'page', group: 2, page: 2 }).form).toBeNull();
    expect(reduce(state, { type: 'pageSize', group: 2, pageSize: 20 }).form).toBeNull();
  });

  it('after an add, closes the form and shows the last page of the group, where the new one is', () => {
    const state = reduce(at({ form: { kind: 'add', group: 1 } }), { type: 'created', group: 1, total: 21 });
    expect(state.form).toBeNull();
    expect(state.pages[1]).toBe(3);
    expect(reduce(initial, { type: 'created', group: 2, total: 1 }).pages[2]).toBe(1);
  });

  it('keeps a page within the total', () => {
    const state = at({ pages: { 0: 1, 1: 4, 2: 1 } });
    expect(reduce(state, { type: 'clamp', group: 1, total: 15 }).pages[1]).toBe(2);
    expect(reduce(state, { type: 'clamp', group: 1, total: 0 }).pages[1]).toBe(1);
    expect(reduce(state, { type: 'clamp', group: 1, total: 40 })).toBe(state);
  });
});
