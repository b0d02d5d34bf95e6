import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../schemas/generated/theme';
import {
  COALESCE_MS,
  productDefaultTheme,
  startThemeEditor,
  themeEditorReducer,
  type ThemeEditorAction,
  type ThemeEditorState,
} from '../../../src/themeBuilder/themeEditorState';

const run = (state: ThemeEditorState, ...actions: ThemeEditorAction[]) => actions.reduce(themeEditorReducer, state);
const sections = (state: ThemeEditorState) => state.history.present.sections as Record<string, Record<string, unknown>> | undefined;

describe('the theme builder’s edits', () => {
  it('sets a nested token and removes it again, leaving no empty objects', () => {
    const set = run(startThemeEditor({ product: 'pcsx' }), { type: 'set', address: 'primary_buttons.hover.background', value: '#123456' });
    expect(set.history.present).toEqual({ product: 'pcsx', sections: { primary_buttons: { hover: { background: '#123456' } } } });
    const removed = run(set, { type: 'set', address: 'primary_buttons.hover.background', value: undefined });
    expect(removed.history.present).toEqual({ product: 'pcsx' });
  });

  it('undoes and redoes each edit as one step', () => {
    const edited = run(
      startThemeEditor({}),
      { type: 'set', address: 'navbar.background', value: '#000000' },
      { type: 'set', address: 'navbar.text', value: '#ffffff' },
    );
    const undone = run(edited, { type: 'undo' });
    expect(sections(undone)).toEqual({ navbar: { background: '#000000' } });
    expect(run(undone, { type: 'undo' }).history.present).toEqual({});
    expect(run(undone, { type: 'redo' }).history.present).toEqual(edited.history.present);
  });

  it('makes one undo step of a colour dragged across the picker, and a new one after a pause', () => {
    const drag = (value: string, at: number): ThemeEditorAction => ({ type: 'set', address: 'primary_buttons.background', value, coalesce: true, at });
    const dragged = run(startThemeEditor({}), drag('#111111', 1000), drag('#222222', 1100), drag('#333333', 1200));
    expect(dragged.history.past).toHaveLength(1);
    expect(run(dragged, { type: 'undo' }).history.present).toEqual({});
    const later = run(dragged, drag('#444444', 1200 + COALESCE_MS + 1));
    expect(later.history.past).toHaveLength(2);
    expect(sections(run(later, { type: 'undo' }))).toEqual({ primary_buttons: { background: '#333333' } });
  });

  it('does not join the drags of two different colours', () => {
    const state = run(
      startThemeEditor({}),
      { type: 'set', address: 'navbar.background', value: '#111111', coalesce: true, at: 0 },
      { type: 'set', address: 'navbar.text', value: '#eeeeee', coalesce: true, at: 10 },
    );
    expect(state.history.past).toHaveLength(2);
  });

  it('resets a section, and the whole theme to its product’s default, each undoable', () => {
    const theme: Theme = { product: 'default', sections: { navbar: { background: '#000000' }, cards: { radius: '2px' } } };
    const sectionReset = run(startThemeEditor(theme), { type: 'resetSection', section: 'navbar' });
    expect(sections(sectionReset)).toEqual({ cards: { radius: '2px' } });
    const allReset = run(sectionReset, { type: 'resetAll' });
    expect(allReset.history.present).toEqual({ product: 'default' });
    expect(run(allReset, { type: 'undo' }, { type: 'undo' }).history.present).toEqual(theme);
    expect(productDefaultTheme({ colors: { primary: '#000000' } })).toEqual({});
  });

  it('switches the product as an edit, and replaces the draft with an import as one step', () => {
    const switched = run(startThemeEditor({}), { type: 'product', product: 'default' });
    expect(switched.history.present).toEqual({ product: 'default' });
    const imported: Theme = { product: 'pcsx', sections: { tabs: { indicator: '#00ff00' } } };
    const replaced = run(switched, { type: 'replace', theme: imported });
    expect(replaced.history.present).toBe(imported);
    expect(run(replaced, { type: 'undo' }).history.present).toEqual({ product: 'default' });
  });

  it('starts afresh on a theme loaded from the server: nothing to undo', () => {
    const edited = run(startThemeEditor({}), { type: 'set', address: 'navbar.text', value: '#000000' });
    const loaded = run(edited, { type: 'load', theme: { product: 'pcsx' } });
    expect(loaded.history).toEqual({ past: [], present: { product: 'pcsx' }, future: [] });
  });
});
