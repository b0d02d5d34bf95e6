import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { recordEdit, redoEdit, startHistory, undoEdit, type EditHistory } from './editHistory';
import { fieldAt, type FieldPlace } from './formEdits';

/** What the builder's properties panel shows: the form's settings, a section's, or a question's. */
export type BuilderSelection = { kind: 'form' } | { kind: 'section'; section: number } | { kind: 'field'; place: FieldPlace };

export interface BuilderState {
  readonly history: EditHistory<FormDefinition>;
  readonly selection: BuilderSelection;
}

export type BuilderAction =
  | { type: 'edit'; change: (definition: FormDefinition) => FormDefinition; mergeKey?: string; select?: BuilderSelection }
  | { type: 'select'; selection: BuilderSelection }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A definition from elsewhere (a publish's answer, a restored copy): a new start, nothing to undo. */
  | { type: 'reset'; definition: FormDefinition };

export const startBuilder = (definition: FormDefinition): BuilderState => ({ history: startHistory(definition), selection: { kind: 'form' } });

/** The selection if it still names something in the definition, else the form. */
function existing(definition: FormDefinition, selection: BuilderSelection): BuilderSelection {
  if (selection.kind === 'section') return definition.sections[selection.section] ? selection : { kind: 'form' };
  if (selection.kind === 'field') return fieldAt(definition, selection.place) ? selection : { kind: 'form' };
  return selection;
}

/** The form builder's state: the definition with its undo history, and what is selected. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'edit': {
      const next = action.change(state.history.present);
      const history = recordEdit(state.history, next, action.mergeKey);
      if (history === state.history && !action.select) return state;
      return { history, selection: existing(next, action.select ?? state.selection) };
    }
    case 'select':
      return { ...state, selection: existing(state.history.present, action.selection) };
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undoEdit(state.history) : redoEdit(state.history);
      return history === state.history ? state : { history, selection: existing(history.present, state.selection) };
    }
    case 'reset':
      return { history: startHistory(action.definition), selection: existing(action.definition, state.selection) };
  }
}
