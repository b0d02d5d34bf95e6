import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { recordEdit, redoEdit, startHistory, undoEdit, type EditHistory } from './editHistory';
import { fieldAt, placeAfterMove, sectionAfterMove, type FieldPlace } from './formEdits';

/** What the builder's properties panel shows: the form's settings, a section's, or a question's. */
export type BuilderSelection = { kind: 'form' } | { kind: 'section'; section: number } | { kind: 'field'; place: FieldPlace };

export interface BuilderState {
  readonly history: EditHistory<FormDefinition>;
  readonly selection: BuilderSelection;
}

export type BuilderAction =
  | {
      type: 'edit';
      change: (definition: FormDefinition) => FormDefinition;
      mergeKey?: string;
      /** What is selected after the edit: a selection, or the selection as the edit moved it (an edit that changes nothing keeps it). */
      select?: BuilderSelection | ((selection: BuilderSelection) => BuilderSelection);
    }
  | { type: 'select'; selection: BuilderSelection }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A definition from elsewhere (a publish's answer, a restored copy): a new start, nothing to undo. */
  | { type: 'reset'; definition: FormDefinition };

/** An edit's options: its undo step's merge key, and what is selected after it. */
export type EditOptions = Pick<Extract<BuilderAction, { type: 'edit' }>, 'mergeKey' | 'select'>;

export const startBuilder = (definition: FormDefinition): BuilderState => ({ history: startHistory(definition), selection: { kind: 'form' } });

/** The selection if it still names something in the definition, else the form. */
function existing(definition: FormDefinition, selection: BuilderSelection): BuilderSelection {
  if (selection.kind === 'section') return definition.sections[selection.section] ? selection : { kind: 'form' };
  if (selection.kind === 'field') return fieldAt(definition, selection.place) ? selection : { kind: 'form' };
  return selection;
}

/** The selection as moveField(from, to) moved it: the same question stays selected, wherever it is now. */
export const followFieldMove =
  (from: FieldPlace, to: FieldPlace) =>
  (selection: BuilderSelection): BuilderSelection => {
    if (selection.kind !== 'field') return selection;
    const place = placeAfterMove(selection.place, from, to);
    return place === selection.place ? selection : { kind: 'field', place };
  };

/** The selection as moveSection(from, to) moved it: the same section, or the same question, stays selected. */
export const followSectionMove =
  (from: number, to: number) =>
  (selection: BuilderSelection): BuilderSelection => {
    if (selection.kind === 'form') return selection;
    const at = selection.kind === 'section' ? selection.section : selection.place.section;
    const section = sectionAfterMove(at, from, to);
    if (section === at) return selection;
    return selection.kind === 'section' ? { kind: 'section', section } : { kind: 'field', place: { ...selection.place, section } };
  };

/** The form builder's state: the definition with its undo history, and what is selected. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'edit': {
      const next = action.change(state.history.present);
      const history = recordEdit(state.history, next, action.mergeKey);
      const { select } = action;
      if (history === state.history && (!select || typeof select === 'function')) return state;
      const selection = typeof select === 'function' ? select(state.selection) : (select ?? state.selection);
      return { history, selection: existing(next, selection) };
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
