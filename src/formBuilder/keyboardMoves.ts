import { createContext, type KeyboardEvent } from 'react';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import { samePlace, type FieldPlace } from '../../engine/forms/builder/formEdits';
import { announce } from '../../widgets/shared/announce';

/**
 * Moving questions and sections by keyboard alone, from their drag handles: Space or Enter picks one
 * up, the arrow keys move it one place at a time, Space or Enter drops it there, Escape puts it back
 * where it was; each step is told to screen readers (the page's live region). The pointer's drags are
 * dnd-kit's (BuilderCanvas); the keyboard's are not: each key is an edit of the form (moveField,
 * moveSection) made as any other, so one key renders the one or two sections it changes, not the
 * thousand questions a drag context walks at each step. The keys of one move make one undo step, and
 * what was selected stays selected (the properties panel shows the same question or section).
 */

/** A question's next place one step up or down: the next place in its section, else the first (or last) place of the next (previous) section. */
export function nextQuestionPlace(definition: FormDefinition, place: FieldPlace, direction: 1 | -1): FieldPlace | undefined {
  const { sections } = definition;
  const count = sections[place.section]?.items.length ?? 0;
  const item = place.item + direction;
  if (item >= 0 && item < count) return { section: place.section, item };
  const section = place.section + direction;
  const other = sections[section];
  if (!other) return undefined;
  return { section, item: direction > 0 ? 0 : other.items.length };
}

/** A section's next place one step up or down, if there is one. */
export function nextSectionIndex(definition: FormDefinition, index: number, direction: 1 | -1): number | undefined {
  const next = index + direction;
  return next >= 0 && next < definition.sections.length ? next : undefined;
}

/** What happens after the canvas has rendered a move (the focus follows the moved element): run by the canvas once it has. */
let afterMove: (() => void) | null = null;
export function runAfterMove(): void {
  const run = afterMove;
  afterMove = null;
  run?.();
}

/**
 * What is being moved by keyboard has the attribute data-moving (its style): one element at a time,
 * kept here (finding it in a thousand rows is a millisecond and more).
 */
let marked: HTMLElement | null = null;
export function markMoving(element: HTMLElement | null): void {
  if (element === marked) return;
  marked?.removeAttribute('data-moving');
  element?.setAttribute('data-moving', '');
  marked = element;
}
/** Whether the element is marked as being moved (a row's new element takes the mark over). */
export const isMarkedMoving = (element: HTMLElement) => element === marked;
/** Which of an element's buttons has the focus (-1: none): a row's new element gives the focus to the same button. */
export const focusedButton = (element: Element | null | undefined): number =>
  element ? Array.from(element.querySelectorAll('button')).indexOf(document.activeElement as HTMLButtonElement) : -1;
/** An element's button by its index (focusedButton's), if it has one. */
export const buttonAt = (element: Element, index: number): HTMLButtonElement | null =>
  index >= 0 ? (element.querySelectorAll('button')[index] ?? null) : null;
const questionRow = (canvas: HTMLElement | null, id: string) => canvas?.querySelector<HTMLElement>(`[data-qid="${id}"]`) ?? null;
const sectionCard = (canvas: HTMLElement | null, index: number) => canvas?.querySelectorAll<HTMLElement>('[data-testid="builder-section"]')[index] ?? null;

/**
 * A question moved to another chunk or section is another element (React does not move an element
 * between parents), and one moved down its list is taken out and put back: after the move, the button
 * of its row that had the focus takes it again, and the row is scrolled into view if it left it.
 */
export function keepFocusThroughMove(canvas: HTMLElement | null, id: string, moving = false): void {
  const button = focusedButton(document.activeElement?.closest('[data-qid]'));
  afterMove = () => {
    const arrived = questionRow(canvas, id);
    if (!arrived) return;
    if (moving) markMoving(arrived);
    // Unless the author has gone on elsewhere meanwhile (the focus left the canvas).
    if (button >= 0 && focusStayed(canvas)) focusIn(arrived, buttonAt(arrived, button));
  };
}

/** Whether the focus is still where a move left it: in the canvas, or nowhere (its element was taken out). */
const focusStayed = (canvas: HTMLElement | null) =>
  document.activeElement === document.body || document.activeElement === null || !!canvas?.contains(document.activeElement);

function focusIn(container: HTMLElement, target: HTMLElement | null): void {
  if (target && document.activeElement !== target) target.focus({ preventScroll: true });
  container.scrollIntoView({ block: 'nearest' });
}

/** A question (by its place) or a section (by its index), as the announcements name them. */
export type MoveTarget = { place: FieldPlace } | { section: number };

export interface MoveActions {
  moveField: (from: FieldPlace, to: FieldPlace, keyboardMove: string) => void;
  moveSection: (from: number, to: number, keyboardMove: string) => void;
}

export interface KeyboardMovesOptions {
  definition: () => FormDefinition;
  /** Where the question of an id is, in the form as it is now. */
  placeOf: (id: string) => FieldPlace | undefined;
  actions: MoveActions;
  canvas: () => HTMLElement | null;
  /** The texts told, in the author's language: a question's or section's name, and where it is. */
  texts: () => {
    name: (target: MoveTarget) => string;
    where: (target: MoveTarget) => string;
    t: (key: string, values: Record<string, string>) => string;
  };
}

type Moving = { kind: 'question'; id: string; origin: FieldPlace; step: string } | { kind: 'section'; origin: number; at: number; step: string };

export interface KeyboardMoves {
  /** A question's handle, by the question's id (BuilderCanvas' ids: the same while it moves). */
  question: (event: KeyboardEvent<HTMLElement>, id: string) => void;
  section: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

let moves = 0;
const STEP_TEXTS = { over: 'formBuilder.dnd.over', dropped: 'formBuilder.dnd.dropped', cancelled: 'formBuilder.dnd.cancelled' } as const;

export function createKeyboardMoves(options: KeyboardMovesOptions): KeyboardMoves {
  let moving: Moving | null = null;
  /**
   * Tells a step: `what` is named where it is now (the canvas shows the form as it was before the
   * step's move), `to` is the place it is told to be at.
   */
  const tell = (step: keyof typeof STEP_TEXTS, what: MoveTarget, to: MoveTarget = what, pickedUp = false) => {
    const { name, where, t } = options.texts();
    const label = name(what);
    const text = t(STEP_TEXTS[step], { label, where: where(to) });
    announce(pickedUp ? `${t('formBuilder.dnd.pickedUp', { label })} ${text}` : text);
  };
  const targetOf = (current: Moving) => {
    if (current.kind === 'section') return { section: current.at };
    const place = options.placeOf(current.id);
    return place && { place };
  };
  /** Ends the move (its mark too); what was moving. */
  const stop = () => {
    const current = moving;
    moving = null;
    markMoving(null);
    return current;
  };
  /** Ends the move where it is. */
  const drop = () => {
    const current = stop();
    const target = current && targetOf(current);
    if (target) tell('dropped', target);
  };

  /** The keys of a handle; the move's own (`start`, `step`, `cancel`) depend on what it moves. */
  const handle = (event: KeyboardEvent<HTMLElement>, mine: boolean, start: () => void, step: (direction: 1 | -1) => void, cancel: () => void) => {
    const { key } = event;
    if (moving && !mine) drop();
    if (!moving) {
      if (key === ' ' || key === 'Enter') {
        event.preventDefault();
        start();
      }
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      step(key === 'ArrowDown' ? 1 : -1);
    } else if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      drop();
    } else if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (key === 'Tab') drop();
  };

  // The canvas renders a move a moment after it is made (a transition): a key pressed before then
  // comes from the row or card as it was, so the places are read from the form, never from the element.
  return {
    question(event, id) {
      const place = options.placeOf(id);
      if (!place) return;
      handle(
        event,
        moving?.kind === 'question' && moving.id === id,
        () => {
          moving = { kind: 'question', id, origin: place, step: `move:${(moves += 1)}` };
          markMoving(event.currentTarget.closest<HTMLElement>('[data-qid]'));
          tell('over', { place }, { place }, true);
        },
        (direction) => {
          const { step } = moving as Extract<Moving, { kind: 'question' }>;
          const to = nextQuestionPlace(options.definition(), place, direction);
          if (to) {
            keepFocusThroughMove(options.canvas(), id, true);
            options.actions.moveField(place, to, step);
          }
          tell('over', { place }, { place: to ?? place });
        },
        () => {
          const { origin, step } = stop() as Extract<Moving, { kind: 'question' }>;
          if (!samePlace(origin, place)) {
            keepFocusThroughMove(options.canvas(), id);
            options.actions.moveField(place, origin, step);
          }
          tell('cancelled', { place });
        },
      );
    },
    section(event, index) {
      // While a section moves, the focus is on its handle, in the card of its place or (before the move is rendered) of the one before.
      const at = moving?.kind === 'section' ? moving.at : index;
      handle(
        event,
        moving?.kind === 'section',
        () => {
          moving = { kind: 'section', origin: at, at, step: `move:${(moves += 1)}` };
          markMoving(sectionCard(options.canvas(), at));
          tell('over', { section: at }, { section: at }, true);
        },
        (direction) => {
          const current = moving as Extract<Moving, { kind: 'section' }>;
          const to = nextSectionIndex(options.definition(), at, direction);
          if (to !== undefined) {
            current.at = to;
            focusSectionAfterMove(options.canvas(), to, true);
            options.actions.moveSection(at, to, current.step);
          }
          tell('over', { section: at }, { section: current.at });
        },
        () => {
          const { origin, step } = stop() as Extract<Moving, { kind: 'section' }>;
          if (origin !== at) {
            focusSectionAfterMove(options.canvas(), origin, false);
            options.actions.moveSection(at, origin, step);
          }
          tell('cancelled', { section: at });
        },
      );
    },
  };
}

/** Sections are rendered by place: after a move, the handle of the section's new place takes the focus (and its mark). */
function focusSectionAfterMove(canvas: HTMLElement | null, index: number, moving: boolean): void {
  afterMove = () => {
    const card = sectionCard(canvas, index);
    if (!card) return;
    if (moving) markMoving(card);
    if (focusStayed(canvas)) focusIn(card, card.querySelector<HTMLElement>('.fb-handle'));
  };
}

/** The canvas' keyboard moves, for its drag handles (the same object for the canvas' life: reading it renders nothing again). */
export const KeyboardMovesContext = createContext<KeyboardMoves | null>(null);
