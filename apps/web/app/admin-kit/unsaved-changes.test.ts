import { describe, expect, it, vi } from 'vitest';
import { flushDrafts, guarded, hasUnsavedChanges, registerForm, settleForms } from './unsaved-changes';

/** A registered form whose changed state the test sets. */
function form(slot: string, dirty = false) {
  const state = { dirty };
  const entry = {
    slot,
    isDirty: () => state.dirty,
    flush: vi.fn(),
    settle: vi.fn(() => {
      state.dirty = false;
    }),
  };
  const unregister = registerForm(entry);
  return { state, entry, unregister };
}

describe('the unsaved-changes registry', () => {
  it('knows which slots hold a changed form', () => {
    const add = form('list-add', true);
    const edit = form('list-edit');
    expect(hasUnsavedChanges()).toBe(true);
    expect(hasUnsavedChanges(['list-add'])).toBe(true);
    expect(hasUnsavedChanges(['list-edit'])).toBe(false);
    add.unregister();
    edit.unregister();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('runs a guarded action at once when nothing it closes is changed', () => {
    const add = form('list-add', true);
    const action = vi.fn();
    guarded(['list-edit'], action);
    expect(action).toHaveBeenCalledOnce();
    add.unregister();
  });

  it('settles the saved slot only, and flushes only changed forms', () => {
    const add = form('list-add', true);
    const edit = form('list-edit', true);
    flushDrafts();
    expect(add.entry.flush).toHaveBeenCalledOnce();
    settleForms(['list-edit']);
    expect(edit.entry.settle).toHaveBeenCalledOnce();
    expect(add.entry.settle).not.toHaveBeenCalled();
    expect(hasUnsavedChanges(['list-edit'])).toBe(false);
    expect(hasUnsavedChanges(['list-add'])).toBe(true);
    flushDrafts(['list-edit']);
    expect(edit.entry.flush).toHaveBeenCalledOnce();
    add.unregister();
    edit.unregister();
  });
});
