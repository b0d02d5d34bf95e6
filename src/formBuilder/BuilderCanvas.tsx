import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, FieldType, FormDefinition, FormSection } from '../../schemas/generated/forms/form-definition';
import { StrokeIcon } from '../../widgets/shared/StrokeIcon';
import { samePlace, type FieldPlace } from '../../engine/forms/builder/formEdits';
import { useShownText } from './builderTexts';
import type { BuilderSelection } from '../../engine/forms/builder/builderState';
import {
  buttonAt,
  createKeyboardMoves,
  focusedButton,
  keepFocusThroughMove,
  KeyboardMovesContext,
  isMarkedMoving,
  markMoving,
  runAfterMove,
  type KeyboardMoves,
  type MoveTarget,
} from './keyboardMoves';

const sectionId = (section: number) => `sec:${section}`;
const sectionEndId = (section: number) => `end:${section}`;

/** What a drag's id names: a question, a section (its header), a section's end (its drop zone), or a palette type. */
type DragTarget =
  | { kind: 'question'; section: number; item: number }
  | { kind: 'section'; section: number }
  | { kind: 'end'; section: number }
  | { kind: 'palette'; type: FieldType };

function targetAt(id: UniqueIdentifier | undefined, questions: ReadonlyMap<string, FieldPlace>): DragTarget | undefined {
  if (typeof id !== 'string') return undefined;
  const [kind, first] = id.split(':');
  if (kind === 'q') {
    const place = questions.get(id);
    return place && { kind: 'question', section: place.section, item: place.item };
  }
  if (kind === 'sec') return { kind: 'section', section: Number(first) };
  if (kind === 'end') return { kind: 'end', section: Number(first) };
  if (kind === 'palette' && first) return { kind: 'palette', type: first as FieldType };
  return undefined;
}

export interface CanvasActions {
  select: (selection: BuilderSelection) => void;
  /**
   * Moves a question; `to` counts in the items as they are once it is taken out. A keyboard move's steps
   * name it (`keyboardMove`): they are one undo step, and the selection stays on what it was.
   */
  moveField: (from: FieldPlace, to: FieldPlace, keyboardMove?: string) => void;
  moveSection: (from: number, to: number, keyboardMove?: string) => void;
  addField: (type: FieldType, at: FieldPlace) => void;
  /** Adds a section after the `count` there are. */
  addSection: (count: number) => void;
  duplicateField: (place: FieldPlace) => void;
  removeField: (place: FieldPlace) => void;
}

/**
 * A question's sortable id ("q:<n>"), the same while it is edited or moved, so a question added or
 * moved above it does not render it again (with ids that name places every question below would
 * change). Its field object keeps it; a field replaced in place (an edit) takes over its predecessor's.
 */
const questionIds = new WeakMap<FieldDefinition, string>();
let questionCount = 0;

interface QuestionIds {
  sections: FormDefinition['sections'];
  ids: string[][];
  places: Map<string, FieldPlace>;
}

/**
 * The ids of the questions, section by section, and where each id is: computed once per sections array
 * (see questionIds). A question replaced in place (an edit) takes over the id of the one at its place in
 * the form the editor showed last (`shown`), never in an older form read again (the properties panel's
 * deferred copy, the canvas a moment behind): that form may not hold it yet, and its id would be new,
 * its panel made anew and the letters typed into it meanwhile lost. After an undo the form shown is an
 * older one again, and the next edit's question takes over the id of the one at its place there.
 */
function createQuestionIds() {
  const known = new WeakMap<FormDefinition['sections'], QuestionIds>();
  let shown: QuestionIds | null = null;
  const idsOf = (sections: FormDefinition['sections']): QuestionIds => {
    const computed = known.get(sections);
    if (computed) return computed;
    const before = shown;
    const used = new Set<string>();
    const ids = sections.map((section, index) => {
      const oldItems = before?.sections[index]?.items;
      const oldIds = before?.ids[index];
      const present = new Set<FieldDefinition>(section.items);
      const next = section.items.map((field, item) => {
        let id = questionIds.get(field);
        if (id === undefined || used.has(id)) {
          const replaced = oldItems?.[item];
          const carried = replaced && !present.has(replaced) ? oldIds?.[item] : undefined;
          id = carried !== undefined && !used.has(carried) ? carried : `q:${(questionCount += 1)}`;
          questionIds.set(field, id);
        }
        used.add(id);
        return id;
      });
      return oldIds && oldIds.length === next.length && oldIds.every((id, at) => id === next[at]) ? oldIds : next;
    });
    const places = new Map(ids.flatMap((section, index) => section.map((id, item) => [id, { section: index, item }] as const)));
    const result = { sections, ids, places };
    known.set(sections, result);
    // The editor computes each new form first (it renders it before anything else reads it).
    shown = result;
    return result;
  };
  /** The form the editor shows now (the canvas store's). */
  const show = (sections: FormDefinition['sections']) => {
    shown = idsOf(sections);
  };
  return { idsOf, show };
}

/** What the canvas shows, kept outside React's props so an edit renders the sections and not the drag context around them. */
export interface CanvasView {
  definition: FormDefinition;
  selection: BuilderSelection;
  problemsAt: (place: FieldPlace) => number;
  /** The engine's messages about a section itself (no questions, no title, its condition). */
  sectionProblems: (section: number) => readonly string[];
}

export function createCanvasStore(initial: CanvasView) {
  let view = initial;
  const listeners = new Set<() => void>();
  const { idsOf, show } = createQuestionIds();
  show(initial.definition.sections);
  return {
    get: () => view,
    /** The questions' sortable ids, section by section, and where each is (the same id for a question while it is edited or moved). */
    idsOf,
    /** A question's id (see questionIds): the properties panel shows the same question's editors while it is edited or moved. */
    questionKey: (definition: FormDefinition, place: FieldPlace) => idsOf(definition.sections).ids[place.section]?.[place.item],
    /** Where a question is in the form as it is now (the canvas may show it a moment later): what its row's buttons act on. */
    placeOf: (id: string): FieldPlace | undefined => idsOf(view.definition.sections).places.get(id),
    set(next: CanvasView) {
      if (
        next.definition === view.definition &&
        next.selection === view.selection &&
        next.problemsAt === view.problemsAt &&
        next.sectionProblems === view.sectionProblems
      )
        return;
      view = next;
      show(next.definition.sections);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type CanvasStore = ReturnType<typeof createCanvasStore>;

interface RowProps {
  id: string;
  field: FieldDefinition;
  /** Where the question is now (its row renders again only when what it shows changes, not when rows before it come or go). */
  placeOf: (id: string) => FieldPlace | undefined;
  selected: boolean;
  selectedChild: number | undefined;
  problems: number;
  actions: CanvasActions;
}

/** A question's or section's drag handle: dnd-kit's pointer drags, and keyboardMoves' keys. */
function DragHandle({
  label,
  attributes,
  listeners,
  setRef,
  onKeyDown,
}: {
  label: string;
  attributes: object;
  listeners: object | undefined;
  setRef: (node: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  return (
    <button type="button" ref={setRef} {...attributes} {...listeners} onKeyDown={onKeyDown} aria-label={label} className="fb-handle" data-testid="drag-handle">
      {HANDLE_ICON}
    </button>
  );
}

const HANDLE_ICON = (
  <StrokeIcon>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </StrokeIcon>
);
const COPY_ICON = (
  <StrokeIcon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </StrokeIcon>
);
const REMOVE_ICON = (
  <StrokeIcon>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

/**
 * The rows' styles, once for the canvas: a row is plain elements with these classes (Chakra's tokens as
 * CSS variables), not style-prop components. A builder holds up to a thousand rows, and every change of
 * a section's list makes React walk all of that section's rows (dnd-kit's sortable context): the
 * fewer components a row is made of, the sooner an edit is on screen.
 */
const CANVAS_STYLES = `
.fb-chunk{content-visibility:auto;display:flex;flex-direction:column;gap:var(--chakra-spacing-2)}
[data-fb-drag] .fb-chunk[data-near]{content-visibility:visible}
.fb-row{border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-md);background:var(--chakra-colors-bg)}
.fb-row[data-selected]{border-color:var(--chakra-colors-fg);box-shadow:0 0 0 1px var(--chakra-colors-fg)}
.fb-row[data-dragging],[data-moving]>.fb-row{background:var(--chakra-colors-bg-muted)}
[data-moving]>.fb-row{border-style:dashed;border-color:var(--chakra-colors-fg)}
section[data-moving]{outline:2px dashed var(--chakra-colors-fg);outline-offset:2px}
.fb-line{display:flex;align-items:center;gap:var(--chakra-spacing-1);padding-inline-end:var(--chakra-spacing-1)}
.fb-handle,.fb-icon{display:inline-flex;align-items:center;justify-content:center;border-radius:var(--chakra-radii-sm);color:var(--chakra-colors-fg-muted);background:none;border:0}
.fb-handle{cursor:grab;padding:var(--chakra-spacing-2) var(--chakra-spacing-1)}
.fb-icon{width:var(--chakra-sizes-8);height:var(--chakra-sizes-8);cursor:pointer}
.fb-icon:hover,.fb-handle:hover{background:var(--chakra-colors-bg-muted);color:var(--chakra-colors-fg)}
.fb-main{flex:1;min-width:0;text-align:start;padding-block:var(--chakra-spacing-2);background:none;border:0;cursor:pointer;color:inherit;font:inherit}
.fb-row button:focus-visible,.fb-handle:focus-visible,.fb-child:focus-visible{outline:2px solid var(--chakra-colors-blue-focus-ring);outline-offset:1px}
.fb-label{display:block;font-weight:var(--chakra-font-weights-medium);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fb-required{color:var(--chakra-colors-fg-error)}
.fb-meta{display:flex;flex-wrap:wrap;align-items:center;gap:var(--chakra-spacing-1);font-size:var(--chakra-font-sizes-xs);color:var(--chakra-colors-fg-muted)}
.fb-meta code{font-size:var(--chakra-font-sizes-xs);font-family:var(--chakra-fonts-mono)}
.fb-badge{border-radius:var(--chakra-radii-sm);padding:0 0.375rem;font-weight:var(--chakra-font-weights-medium);background:var(--chakra-colors-gray-subtle);color:var(--chakra-colors-gray-fg)}
.fb-badge[data-tone=purple]{background:var(--chakra-colors-purple-subtle);color:var(--chakra-colors-purple-fg)}
.fb-badge[data-tone=red]{background:var(--chakra-colors-red-subtle);color:var(--chakra-colors-red-fg)}
.fb-children{list-style:none;margin:0;display:flex;flex-direction:column;gap:var(--chakra-spacing-1);padding:0 var(--chakra-spacing-2) var(--chakra-spacing-2) var(--chakra-spacing-8)}
.fb-child{width:100%;text-align:start;font-size:var(--chakra-font-sizes-sm);padding:var(--chakra-spacing-1) var(--chakra-spacing-2);border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-sm);background:none;color:inherit;cursor:pointer}
.fb-child[aria-pressed=true]{border-color:var(--chakra-colors-fg)}
.fb-child span{color:var(--chakra-colors-fg-muted)}
`;

/** The drag context's id: the drag handles' aria-describedby names its instructions (the same for the rows that are not sortable yet). */
const DND_ID = 'form-builder-dnd';
/** What useSortable gives a handle, for a row that is not sortable yet: the same element, the same roles and names. */
const STILL_ATTRIBUTES = { role: 'button', tabIndex: 0, 'aria-disabled': false, 'aria-roledescription': 'sortable', 'aria-describedby': DND_ID };
const noRef = () => {};

/**
 * The rows within NEAR_MARGIN of the viewport are sortable (dnd-kit's useSortable); the others show
 * the same elements without it. dnd-kit renders every sortable again at each step of a drag (picking
 * up, each place, the drop) and measures each one's box when a drag starts: with a thousand questions
 * that is most of a second per step. A row becomes sortable as it comes near the viewport and when the
 * pointer reaches it; the one dragged and the one with the focus stay sortable. A margin of half a
 * screen keeps the places a pointer's drag moves through (as the page scrolls) sortable before it
 * reaches them. (The keyboard's moves are keyboardMoves', which need no sortable.)
 *
 * Rows come in chunks of CHUNK_ROWS with content-visibility: auto: the browser lays out and paints only
 * the chunks near the viewport, and says when that changes (the contentvisibilityautostatechange
 * event). Only the rows of those chunks are watched for NEAR_MARGIN (an IntersectionObserver). The
 * browser checks each element it tracks at every frame after a change, ~6 µs each: a row each for
 * content-visibility and for the observer was 9 ms of every keystroke in a 1,000-question form. (The
 * browser renders farther out than NEAR_MARGIN: used alone, its event made twice as many rows
 * sortable, and each key of a keyboard drag slower.) A browser without the event watches the chunks
 * with the observer too.
 */
const CHUNK_ROWS = 5;

/** A chunk of a section's rows: its lasting key, where its rows start, how many. */
export interface RowChunkPlace {
  key: number;
  start: number;
  count: number;
}

/** The chunks of a section's rows, with what the next edit's chunks start from: each row's chunk, the rows' order. */
export interface RowChunks {
  chunks: RowChunkPlace[];
  chunkOf: ReadonlyMap<string, number>;
  order: readonly string[];
  nextKey: number;
}

export const NO_CHUNKS: RowChunks = { chunks: [], chunkOf: new Map(), order: [], nextKey: 0 };

/**
 * A section's rows (by their lasting ids) in chunks that keep their rows from one edit to the next:
 * a row that has one of its neighbours of before still beside it stays in its chunk; one added or
 * moved (neither neighbour the same) joins the chunk it lands in; one removed leaves its chunk smaller.
 * Chunks by position would shift a row from each chunk to the next after every place that changed,
 * and React makes each such row anew (a keyed child cannot move between parents). A chunk grown to
 * twice the size is split; the first time, the rows are cut in chunks of `size`.
 */
export function chunkRows(ids: readonly string[], previous: RowChunks, size: number): RowChunks {
  const chunks: RowChunkPlace[] = [];
  const chunkOf = new Map<string, number>();
  const used = new Set<number>();
  const before = new Map(previous.order.map((id, index) => [id, index]));
  let nextKey = previous.nextKey;
  let current: (RowChunkPlace & { from: number | undefined }) | undefined;
  const limit = previous.order.length === 0 ? size : 2 * size;
  ids.forEach((id, index) => {
    const at = before.get(id);
    const stayed =
      at !== undefined &&
      ((at === 0 ? index === 0 : previous.order[at - 1] === ids[index - 1]) ||
        (at === previous.order.length - 1 ? index === ids.length - 1 : previous.order[at + 1] === ids[index + 1]));
    const was = stayed ? previous.chunkOf.get(id) : undefined;
    if (!current || current.count >= limit || (was !== undefined && was !== current.from)) {
      const key = was !== undefined && !used.has(was) ? was : nextKey++;
      used.add(key);
      // `from`: the chunk of before whose rows this one goes on with (none if it starts with an added or moved row).
      current = { key, start: index, count: 0, from: was };
      chunks.push(current);
    }
    current.count += 1;
    chunkOf.set(id, current.key);
  });
  return { chunks: chunks.map(({ key, start, count }) => ({ key, start, count })), chunkOf, order: ids, nextKey };
}
const NEAR_MARGIN = '400px 0px';
const STATE_EVENT = 'contentvisibilityautostatechange';
const nearWatchers = new WeakMap<Element, (near: boolean) => void>();
let nearObserver: IntersectionObserver | null | undefined;
function nearObserverOf(): IntersectionObserver | null {
  if (nearObserver === undefined)
    nearObserver =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) nearWatchers.get(entry.target)?.(entry.isIntersecting);
            },
            { rootMargin: NEAR_MARGIN },
          );
  return nearObserver;
}
const hasStateEvent = () => typeof window !== 'undefined' && 'ContentVisibilityAutoStateChangeEvent' in window;
const onStateChange = (event: Event) => nearWatchers.get(event.currentTarget as Element)?.(!(event as Event & { skipped: boolean }).skipped);

/** Calls `near` with each change of whether the element is near the viewport: a chunk by what the browser renders, a row by NEAR_MARGIN. */
function watchNear(element: Element, kind: 'chunk' | 'row', near: (near: boolean) => void): void {
  nearWatchers.set(element, near);
  if (kind === 'chunk' && hasStateEvent()) element.addEventListener(STATE_EVENT, onStateChange);
  else nearObserverOf()?.observe(element);
}
function unwatchNear(element: Element): void {
  nearWatchers.delete(element);
  element.removeEventListener(STATE_EVENT, onStateChange);
  nearObserverOf()?.unobserve(element);
}

/** Up to CHUNK_ROWS rows, laid out only near the viewport; `rows` renders them knowing whether the chunk is rendered. */
function RowChunk({ count, rows }: { count: number; rows: (rendered: boolean) => ReactNode }) {
  // Without a way to tell (the tests' DOM), every chunk counts as rendered.
  const [rendered, setRendered] = useState(() => !hasStateEvent() && nearObserverOf() === null);
  const node = useRef<HTMLDivElement | null>(null);
  const watch = useCallback((element: HTMLDivElement | null) => {
    if (node.current) unwatchNear(node.current);
    node.current = element;
    if (element) watchNear(element, 'chunk', setRendered);
  }, []);
  return (
    <div
      ref={watch}
      className="fb-chunk"
      data-near={rendered ? '' : undefined}
      style={{ containIntrinsicSize: `auto calc(${count} * 3.5rem + ${count - 1} * 0.5rem)` }}
    >
      {rows(rendered)}
    </div>
  );
}

/**
 * One question of the canvas, sortable once it is near the viewport (see NEAR_MARGIN; watched while its
 * chunk is rendered). What it shows is QuestionCard, memo'd and independent of the question's place
 * (read from a ref when it is clicked).
 */
const QuestionRow = memo(function QuestionRow({ rendered, ...props }: RowProps & { rendered: boolean }) {
  const [live, setLive] = useState(() => nearObserverOf() === null);
  const node = useRef<HTMLDivElement | null>(null);
  const dragging = useRef(false);
  const { id, placeOf } = props;
  // The place when a button of the row is used (the last one known if the question has just gone).
  const place = useMemo(() => {
    let last: FieldPlace = { section: 0, item: 0 };
    return {
      get current() {
        return (last = placeOf(id) ?? last);
      },
    };
  }, [id, placeOf]);
  const watching = useRef(rendered);
  const wake = useCallback(() => setLive(true), []);
  const onNear = useCallback(
    (near: boolean) => {
      if (near) wake();
      else if (!dragging.current && !node.current?.contains(document.activeElement)) setLive(false);
    },
    [wake],
  );
  // The row's element changes as it becomes sortable (or stops), and a row moved to another chunk or
  // section is made anew: the new element takes over the old one's focus and mark (leaving, arriving), and is
  // watched while the chunk is rendered.
  const keep = useCallback(
    (element: HTMLDivElement | null) => {
      const old = node.current;
      if (old) {
        unwatchNear(old);
        if (!element) leaving(id, old);
      }
      node.current = element;
      if (element) {
        arriving(id, element);
        if (watching.current) watchNear(element, 'row', onNear);
      }
    },
    [id, onNear],
  );
  useLayoutEffect(() => {
    watching.current = rendered;
    const element = node.current;
    if (!element) return;
    if (rendered) watchNear(element, 'row', onNear);
    else {
      unwatchNear(element);
      onNear(false);
    }
  }, [rendered, onNear]);
  return live ? (
    <SortableRow {...props} place={place} keep={keep} dragging={dragging} />
  ) : (
    <div ref={keep} style={ROW_STYLE} data-qid={props.id} onPointerEnter={wake}>
      <QuestionCard
        id={props.id}
        field={props.field}
        place={place}
        selected={props.selected}
        selectedChild={props.selectedChild}
        problems={props.problems}
        actions={props.actions}
        attributes={STILL_ATTRIBUTES}
        listeners={undefined}
        setActivatorNodeRef={noRef}
        isDragging={false}
      />
    </div>
  );
});

const ROW_STYLE = { position: 'relative' } as const;

/**
 * A row's element is replaced when the row becomes sortable (or stops), and when its question moves to
 * another chunk or section (by a drag, the Section select, an undo or redo): React takes the old element
 * out, and with it the focus, before it puts the new one in, in the same commit. What the old element
 * held, the button that had the focus and a keyboard move's mark, is noted as it goes (its ref is let go
 * before it is taken out) and given to the row's next element if that comes in the same commit and the
 * focus has gone nowhere else meanwhile.
 */
let held: { id: string; button: number; moving: boolean } | null = null;
function leaving(id: string, element: HTMLElement): void {
  const button = focusedButton(element);
  const moving = isMarkedMoving(element);
  if (button < 0 && !moving) return;
  held = { id, button, moving };
  // The commit's refs are all set before a microtask runs: a row that does not come back (removed) leaves nothing behind.
  queueMicrotask(() => {
    held = null;
  });
}
function arriving(id: string, element: HTMLElement): void {
  if (held?.id !== id) return;
  const { button, moving } = held;
  held = null;
  if (moving) markMoving(element);
  if (document.activeElement === document.body || document.activeElement === null) buttonAt(element, button)?.focus({ preventScroll: true });
}

/** A row with dnd-kit's sortable: a plain element that dnd-kit moves, rendered again at each step of a drag. */
function SortableRow({
  id,
  field,
  selected,
  selectedChild,
  problems,
  actions,
  place,
  keep,
  dragging,
}: RowProps & {
  place: RefObject<FieldPlace>;
  keep: (element: HTMLDivElement | null) => void;
  dragging: RefObject<boolean>;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      keep(element);
    },
    [setNodeRef, keep],
  );
  useLayoutEffect(() => {
    dragging.current = isDragging;
  }, [dragging, isDragging]);
  return (
    <div
      ref={setRefs}
      data-qid={id}
      data-sortable=""
      style={{
        ...ROW_STYLE,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <QuestionCard
        id={id}
        field={field}
        place={place}
        selected={selected}
        selectedChild={selectedChild}
        problems={problems}
        actions={actions}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
        isDragging={isDragging}
      />
    </div>
  );
}

interface CardProps extends Omit<RowProps, 'placeOf'> {
  place: RefObject<FieldPlace>;
  attributes: object;
  listeners: object | undefined;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
  isDragging: boolean;
}

/** What a question shows: its drag handle, what it is, and its quick actions; a list shows its entry questions. */
const QuestionCard = memo(function QuestionCard({
  id,
  field,
  place,
  selected,
  selectedChild,
  problems,
  actions,
  attributes,
  listeners,
  setActivatorNodeRef,
  isDragging,
}: CardProps) {
  const { t } = useTranslation();
  const shown = useShownText();
  const moves = useContext(KeyboardMovesContext);
  const label = shown(field.label) || field.name;
  return (
    <div
      className="fb-row"
      data-testid="builder-question"
      data-name={field.name}
      data-selected={selected && selectedChild === undefined ? '' : undefined}
      data-dragging={isDragging ? '' : undefined}
    >
      <div className="fb-line">
        <DragHandle
          label={t('formBuilder.canvas.dragQuestion', { label })}
          attributes={attributes}
          listeners={listeners}
          setRef={setActivatorNodeRef}
          onKeyDown={(event) => moves?.question(event, id)}
        />
        <button
          type="button"
          className="fb-main"
          onClick={() => actions.select({ kind: 'field', place: place.current })}
          aria-pressed={selected && selectedChild === undefined}
        >
          <span className="fb-label">
            {label}
            {field.required && (
              <span className="fb-required" aria-hidden="true">
                {' *'}
              </span>
            )}
          </span>
          <span className="fb-meta">
            <span>{t(`formBuilder.types.${field.type}`)}</span>
            <span aria-hidden="true">·</span>
            <code>{field.name}</code>
            {field.visibleFn !== undefined && (
              <span className="fb-badge" data-tone="purple">
                {t('formBuilder.canvas.conditional')}
              </span>
            )}
            {field.hidden && <span className="fb-badge">{t('formBuilder.canvas.hidden')}</span>}
            {problems > 0 && (
              <span className="fb-badge" data-tone="red">
                {t('formBuilder.canvas.problems', { count: problems })}
              </span>
            )}
          </span>
        </button>
        <button
          type="button"
          className="fb-icon"
          aria-label={t('formBuilder.canvas.duplicate', { label })}
          onClick={() => actions.duplicateField(place.current)}
        >
          {COPY_ICON}
        </button>
        <button type="button" className="fb-icon" aria-label={t('formBuilder.canvas.remove', { label })} onClick={() => actions.removeField(place.current)}>
          {REMOVE_ICON}
        </button>
      </div>
      {field.type === 'dynamicList' && (
        <ul className="fb-children" aria-label={t('formBuilder.canvas.entryQuestions', { label })}>
          {(field.items ?? []).map((child, index) => (
            <li key={index}>
              <button
                type="button"
                className="fb-child"
                aria-pressed={selected && selectedChild === index}
                onClick={() => actions.select({ kind: 'field', place: { ...place.current, child: index } })}
              >
                {shown(child.label) || child.name} <span>· {t(`formBuilder.types.${child.type}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

function SectionEnd({ section, children }: { section: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: sectionEndId(section) });
  return (
    <Box ref={setNodeRef} borderWidth="1px" borderStyle="dashed" borderRadius="md" p="2" bg={isOver ? 'bg.muted' : undefined} textAlign="center">
      {children}
    </Box>
  );
}

interface SectionProps {
  section: FormSection;
  ids: string[];
  index: number;
  count: number;
  /** Whether the section itself is selected. */
  sectionSelected: boolean;
  /** The selected question of this section (and of its list's entries), if it has it: only the sections a selection concerns render again. */
  selectedItem: number | undefined;
  selectedChild: number | undefined;
  problemsAt: (place: FieldPlace) => number;
  /** The engine's messages about the section itself (no questions, no title, its condition). */
  sectionProblems: (section: number) => readonly string[];
  actions: CanvasActions;
  placeOf: CanvasStore['placeOf'];
}

/**
 * A section, sortable: dnd-kit renders it again at each step of any drag; what it shows (SectionBody)
 * renders only when that changes (a section dragged, the section edited).
 */
const SectionCard = memo(function SectionCard(props: SectionProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: sectionId(props.index) });
  return (
    <SectionBody
      {...props}
      attributes={attributes}
      listeners={listeners}
      setNodeRef={setNodeRef}
      setActivatorNodeRef={setActivatorNodeRef}
      transform={CSS.Translate.toString(transform)}
      transition={transition}
    />
  );
});

const SectionBody = memo(function SectionBody({
  section,
  ids,
  index,
  count,
  sectionSelected,
  selectedItem,
  selectedChild,
  problemsAt,
  sectionProblems,
  actions,
  placeOf,
  attributes,
  listeners,
  setNodeRef,
  setActivatorNodeRef,
  transform,
  transition,
}: SectionProps & {
  attributes: object;
  listeners: object | undefined;
  setNodeRef: (node: HTMLElement | null) => void;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
  transform: string | undefined;
  transition: string | undefined;
}) {
  const { t } = useTranslation();
  const shown = useShownText();
  const moves = useContext(KeyboardMovesContext);
  const headingId = `builder-section-${index}`;
  return (
    <Box
      ref={setNodeRef}
      as="section"
      aria-labelledby={headingId}
      style={{ transform, transition }}
      borderWidth="1px"
      borderRadius="lg"
      borderColor={sectionSelected ? 'colorPalette.solid' : 'border'}
      p="3"
      bg="bg.subtle"
      data-testid="builder-section"
    >
      <HStack gap="1" mb="2">
        <DragHandle
          label={t('formBuilder.canvas.dragSection', { title: shown(section.title) })}
          attributes={attributes}
          listeners={listeners}
          setRef={setActivatorNodeRef}
          onKeyDown={(event) => moves?.section(event, index)}
        />
        <Heading as="h3" size="sm" id={headingId} flex="1">
          <chakra.button
            type="button"
            w="full"
            textAlign="start"
            onClick={() => actions.select({ kind: 'section', section: index })}
            aria-pressed={sectionSelected}
          >
            {t('formBuilder.canvas.sectionNumber', { number: index + 1, count })}: {shown(section.title)}
          </chakra.button>
        </Heading>
      </HStack>
      {sectionProblems(index).map((message) => (
        <Text key={message} fontSize="sm" color="fg.error" mb="2">
          {message}
        </Text>
      ))}
      <SectionItems
        section={section}
        ids={ids}
        index={index}
        selectedItem={selectedItem}
        selectedChild={selectedChild}
        problemsAt={problemsAt}
        actions={actions}
        placeOf={placeOf}
      />
    </Box>
  );
});

/**
 * A section's questions, apart from its card: the card renders again at each step of a drag (its own
 * useSortable), its questions only when they change.
 */
const SectionItems = memo(function SectionItems({
  section,
  ids,
  index,
  selectedItem,
  selectedChild,
  problemsAt,
  actions,
  placeOf,
}: Pick<SectionProps, 'section' | 'ids' | 'index' | 'selectedItem' | 'selectedChild' | 'problemsAt' | 'actions' | 'placeOf'>) {
  const { t } = useTranslation();
  // The chunks as last shown (committed): what a render made and React then dropped is not kept.
  const shownChunks = useRef(NO_CHUNKS);
  const made = useMemo(() => chunkRows(ids, shownChunks.current, CHUNK_ROWS), [ids]);
  useLayoutEffect(() => {
    shownChunks.current = made;
  }, [made]);
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <Stack gap="2">
        {made.chunks.map(({ key, start, count }) => {
          const fields = section.items.slice(start, start + count);
          return (
            <RowChunk
              key={key}
              count={fields.length}
              rows={(rendered) =>
                fields.map((field, offset) => {
                  const item = start + offset;
                  const selected = selectedItem === item;
                  return (
                    <QuestionRow
                      key={ids[item]}
                      id={ids[item]!}
                      field={field}
                      placeOf={placeOf}
                      selected={selected}
                      selectedChild={selected ? selectedChild : undefined}
                      problems={problemsAt({ section: index, item })}
                      actions={actions}
                      rendered={rendered}
                    />
                  );
                })
              }
            />
          );
        })}
        <SectionEnd section={index}>
          <Text fontSize="xs" color="fg.muted">
            {section.items.length === 0 ? t('formBuilder.canvas.emptySection') : t('formBuilder.canvas.dropHere')}
          </Text>
        </SectionEnd>
      </Stack>
    </SortableContext>
  );
});

/** The kind of thing an id names, from its prefix (q, sec, end, palette). */
const kindOf = (id: UniqueIdentifier) => String(id).split(':')[0];

/**
 * What a drag can land on: a section on the sections, a question (or a palette type) on the questions
 * and the sections' ends, never on the card of the section it is in (which would hide the places inside it).
 */
const landsOn = (active: UniqueIdentifier, over: UniqueIdentifier) => {
  const kind = kindOf(over);
  return kindOf(active) === 'sec' ? kind === 'sec' : kind === 'q' || kind === 'end';
};

const collisions: CollisionDetection = (args) =>
  closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((each) => landsOn(args.active.id, each.id)) });

/**
 * Where a dragged question or palette type lands: the place of the question it is over (which moves
 * down), or the end of the section it is over. A question moving within its own section is taken out
 * first, so its own section's end is one place less (moveField's `to`).
 */
function landing(active: DragTarget | undefined, over: DragTarget | undefined, definition: FormDefinition): FieldPlace | undefined {
  if (!over || over.kind === 'palette') return undefined;
  if (over.kind === 'question') return { section: over.section, item: over.item };
  const length = definition.sections[over.section]?.items.length ?? 0;
  const own = active?.kind === 'question' && active.section === over.section;
  return { section: over.section, item: own ? length - 1 : length };
}

/** Where a dragged section lands: the place of the section it is over. */
const sectionPlace = (over: DragTarget | undefined) => (over && over.kind !== 'palette' ? { section: over.section, item: 0 } : undefined);

/**
 * The sensor's options, made once: useSensor keeps its descriptor only while its options are the same
 * object, and a new descriptor gives every draggable new listeners (every row of the canvas renders again).
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

/**
 * The form as the author arranges it: sections with their questions, each sortable by pointer (dnd-kit)
 * and by keyboard (keyboardMoves: Space or Enter picks up, the arrows move, Space or Enter drops, Escape
 * cancels), every step announced, dropped on another section's question or end to move there. Palette
 * types dropped here are added where they land.
 */
export const BuilderCanvas = memo(function BuilderCanvas({ store, actions, palette }: { store: CanvasStore; actions: CanvasActions; palette: ReactNode }) {
  const { t } = useTranslation();
  const shown = useShownText();
  const { idsOf } = store;
  // The pointer drags with dnd-kit; the keyboard moves with keyboardMoves (its keys on the drag handles).
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  // The drag's handlers read the canvas as it is when they run.
  const current = () => {
    const { definition } = store.get();
    return { definition, targetOf: (id: UniqueIdentifier | undefined) => targetAt(id, idsOf(definition.sections).places) };
  };
  // What the announcements say of a question or a section, and of a place (the pointer's and the keyboard's).
  const texts = {
    t: t as (key: string, values: Record<string, string>) => string,
    name: (target: MoveTarget): string => {
      const { definition } = store.get();
      if ('section' in target) return shown(definition.sections[target.section]?.title);
      const field = definition.sections[target.place.section]?.items[target.place.item];
      return field ? shown(field.label) || field.name : '';
    },
    where: (target: MoveTarget): string => {
      const { definition } = store.get();
      if ('section' in target) return t('formBuilder.dnd.sectionPosition', { position: target.section + 1, count: definition.sections.length });
      return t('formBuilder.dnd.position', { position: target.place.item + 1, section: shown(definition.sections[target.place.section]?.title) });
    },
  };
  const latestTexts = useRef(texts);
  useLayoutEffect(() => {
    latestTexts.current = texts;
  });
  const describe = (id: UniqueIdentifier): string => {
    const target = current().targetOf(id);
    if (!target) return '';
    if (target.kind === 'palette') return t(`formBuilder.types.${target.type}`);
    return texts.name(target.kind === 'question' ? { place: target } : { section: target.section });
  };
  const position = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined): string => {
    const { definition, targetOf } = current();
    const active = targetOf(activeId);
    const target = targetOf(overId);
    if (active?.kind === 'section') {
      const to = sectionPlace(target);
      return to ? texts.where({ section: to.section }) : t('formBuilder.dnd.nowhere');
    }
    const place = landing(active, target, definition);
    return place ? texts.where({ place }) : t('formBuilder.dnd.nowhere');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('formBuilder.dnd.pickedUp', { label: describe(active.id) }),
    onDragOver: ({ active, over }) => t('formBuilder.dnd.over', { label: describe(active.id), where: position(active.id, over?.id) }),
    onDragEnd: ({ active, over }) => t('formBuilder.dnd.dropped', { label: describe(active.id), where: position(active.id, over?.id) }),
    onDragCancel: ({ active }) => t('formBuilder.dnd.cancelled', { label: describe(active.id) }),
  };

  // While a drag is on, the chunks on screen are not paint-contained (content-visibility: visible): a
  // row moved out of its chunk, and the rows making room for it, are drawn whole.
  const area = useRef<HTMLDivElement | null>(null);
  const [moves] = useState<KeyboardMoves>(() =>
    createKeyboardMoves({
      definition: () => store.get().definition,
      placeOf: store.placeOf,
      actions,
      canvas: () => area.current,
      texts: () => latestTexts.current,
    }),
  );
  const dragOn = (on: boolean) => area.current?.toggleAttribute('data-fb-drag', on);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragOn(false);
    const { definition, targetOf } = current();
    const from = targetOf(active.id);
    const target = targetOf(over?.id);
    if (from?.kind === 'section') {
      const to = sectionPlace(target);
      if (to && to.section !== from.section) actions.moveSection(from.section, to.section);
      return;
    }
    const place = landing(from, target, definition);
    if (!place || !from) return;
    if (from.kind === 'palette') actions.addField(from.type, place);
    else if (from.kind === 'question' && !samePlace({ section: from.section, item: from.item }, place)) {
      keepFocusThroughMove(area.current, String(active.id));
      actions.moveField({ section: from.section, item: from.item }, place);
    }
  };

  return (
    <DndContext
      id={DND_ID}
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={() => dragOn(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => dragOn(false)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('formBuilder.dnd.instructions') } }}
    >
      <KeyboardMovesContext.Provider value={moves}>
        <Box ref={area} display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '11rem minmax(0, 1fr)' }} gap="4" alignItems="start">
          {palette}
          <Sections store={store} idsOf={idsOf} actions={actions} />
        </Box>
      </KeyboardMovesContext.Provider>
    </DndContext>
  );
});

/** The sections and their questions, rendered from the canvas store: an edit renders them, not the drag context. */
function Sections({ store, idsOf, actions }: { store: CanvasStore; idsOf: CanvasStore['idsOf']; actions: CanvasActions }) {
  const { t } = useTranslation();
  // An edit reaches the sections in a transition: the properties panel, where the author types, is
  // painted first, and the sections follow as soon as React has time (a row holds no input to keep up).
  const [view, setView] = useState(store.get);
  useEffect(() => store.subscribe(() => startTransition(() => setView(store.get()))), [store]);
  const { definition, selection, problemsAt, sectionProblems } = view;
  const { ids } = idsOf(definition.sections);
  // A move rendered: the focus follows the moved question or section (keyboardMoves).
  useLayoutEffect(runAfterMove, [view]);
  // The same list while the number of sections stays: a new one would change the sections' sortable
  // context, and React would walk every question of the canvas for its readers on each key typed.
  const sectionCount = definition.sections.length;
  const sectionIds = useMemo(() => Array.from({ length: sectionCount }, (_, index) => sectionId(index)), [sectionCount]);
  return (
    <Stack gap="3" data-testid="builder-canvas" aria-label={t('formBuilder.canvas.label')} role="region">
      <style>{CANVAS_STYLES}</style>
      <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
        {definition.sections.map((section, index) => (
          <SectionCard
            key={index}
            section={section}
            ids={ids[index]!}
            index={index}
            count={sectionCount}
            sectionSelected={selection.kind === 'section' && selection.section === index}
            selectedItem={selection.kind === 'field' && selection.place.section === index ? selection.place.item : undefined}
            selectedChild={selection.kind === 'field' && selection.place.section === index ? selection.place.child : undefined}
            problemsAt={problemsAt}
            sectionProblems={sectionProblems}
            actions={actions}
            placeOf={store.placeOf}
          />
        ))}
      </SortableContext>
      <Button variant="outline" size="sm" alignSelf="start" onClick={() => actions.addSection(sectionCount)}>
        {t('formBuilder.canvas.addSection')}
      </Button>
    </Stack>
  );
}
