import type { Theme } from '../../schemas/generated/theme';
import { recordEdit, redoEdit, startHistory, undoEdit, type EditHistory } from '../../engine/forms/builder/editHistory';
import type { ThemeProduct, ThemeSectionName } from '../../engine/theme/themeSections';
import { resetThemeSection, setThemeToken } from '../../engine/theme/themeTokens';

/** Changes of one token this close together (a colour dragged across the picker) make one undo step. */
export const COALESCE_MS = 1000;

export interface ThemeEditorState {
  history: EditHistory<Theme>;
  /** The last token edit that may take the next one into its step. */
  lastEdit?: { address: string; at: number };
}

export type ThemeEditorAction =
  | { type: 'set'; address: string; value: string | undefined; coalesce?: boolean; at?: number }
  | { type: 'resetSection'; section: ThemeSectionName }
  | { type: 'resetAll' }
  | { type: 'product'; product: ThemeProduct }
  /** An imported theme: replaces the draft, one undo step. */
  | { type: 'replace'; theme: Theme }
  /** A theme loaded afresh (the published one after a conflict): no undo across it. */
  | { type: 'load'; theme: Theme }
  | { type: 'undo' }
  | { type: 'redo' };

export const startThemeEditor = (theme: Theme): ThemeEditorState => ({ history: startHistory(theme) });

/** The whole theme back to its product's defaults: nothing set but the product. */
export const productDefaultTheme = (theme: Theme): Theme => (theme.product ? { product: theme.product } : {});

function edit(state: ThemeEditorState, next: Theme): ThemeEditorState {
  return { history: recordEdit(state.history, next) };
}

/** The theme builder's edits, each an undoable step on the immutable theme. */
export function themeEditorReducer(state: ThemeEditorState, action: ThemeEditorAction): ThemeEditorState {
  const theme = state.history.present;
  switch (action.type) {
    case 'set': {
      const next = setThemeToken(theme, action.address, action.value);
      if (next === theme) return state;
      const at = action.at ?? Date.now();
      const last = state.lastEdit;
      if (action.coalesce && last && last.address === action.address && at - last.at < COALESCE_MS && state.history.past.length > 0)
        return { history: { ...state.history, present: next, future: [] }, lastEdit: { address: action.address, at } };
      return { history: recordEdit(state.history, next), ...(action.coalesce ? { lastEdit: { address: action.address, at } } : {}) };
    }
    case 'resetSection':
      return edit(state, resetThemeSection(theme, action.section));
    case 'resetAll':
      return edit(state, productDefaultTheme(theme));
    case 'product':
      return theme.product === action.product ? state : edit(state, { ...theme, product: action.product });
    case 'replace':
      return edit(state, action.theme);
    case 'load':
      return startThemeEditor(action.theme);
    case 'undo':
      return { history: undoEdit(state.history) };
    case 'redo':
      return { history: redoEdit(state.history) };
  }
}
