import { Box } from '@chakra-ui/react';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { ConfigProblem } from '../../schemas/generated/api/studio';
import { pointerRange } from './pointerRange';

export interface JsonEditorHandle {
  /** Puts the cursor on the value at a JSON Pointer (or the nearest part of it that exists) and focuses the editor. */
  goTo(pointer: string): void;
  /** Replaces the whole text (a restored or discarded draft), as one change the user can undo. */
  replaceText(text: string): void;
}

export interface JsonEditorProps {
  text: string;
  onChange?: (text: string) => void;
  /** Completion and hover documentation come from it. */
  schema?: Parameters<typeof stateExtensions>[0];
  /** The engine's problems, shown inline at their pointers, in the engine's words. */
  problems?: readonly ConfigProblem[];
  label: string;
  describedBy?: string;
  readOnly?: boolean;
  handle?: Ref<JsonEditorHandle>;
  height?: string;
}

/** Marks the transaction after which the engine's problems changed. */
const problemsArrived = StateEffect.define<null>();

function problemDiagnostics(state: EditorState, problems: readonly ConfigProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const { from, to } = pointerRange(state, problem.pointer);
    // A long value is marked at its start: the mark stays readable and the message says where.
    return { from, to: Math.min(to, state.doc.lineAt(from).to), severity: 'error', source: problem.pointer || '/', message: problem.message };
  });
}

/**
 * A JSON editor (CodeMirror 6): completion of keys, enum values and widget types from the schema
 * (codemirror-json-schema), hover documentation from its descriptions, syntax errors, and the engine's
 * problems at their JSON Pointers. Uncontrolled: `text` is the starting text; changes come through onChange.
 */
export function JsonEditor({ text, onChange, schema, problems = [], label, describedBy, readOnly = false, handle, height = '70vh' }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const currentProblems = useRef(problems);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const extensions: Extension[] = [
      basicSetup,
      json(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
      EditorState.readOnly.of(readOnly),
      EditorView.editable.of(!readOnly),
      lintGutter(),
      linter((editor) => [...jsonParseLinter()(editor), ...problemDiagnostics(editor.state, currentProblems.current)], {
        delay: 250,
        // New problems from the server are linted at once, without waiting for a keystroke.
        needsRefresh: (update) => update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(problemsArrived))),
      }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) changed.current?.(update.state.doc.toString());
      }),
    ];
    if (schema) extensions.push(jsonLanguage.data.of({ autocomplete: jsonCompletion() }), hoverTooltip(jsonSchemaHover()), stateExtensions(schema));
    const editor = new EditorView({ parent: host.current!, state: EditorState.create({ doc: text, extensions }) });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Made once per document: later text is the editor's own, problems reach it through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- text is the starting text only
  }, [schema, readOnly, label]);

  useEffect(() => {
    currentProblems.current = problems;
    view.current?.dispatch({ effects: problemsArrived.of(null) });
  }, [problems]);

  useImperativeHandle(
    handle,
    () => ({
      goTo(pointer) {
        const editor = view.current;
        if (!editor) return;
        const { from } = pointerRange(editor.state, pointer);
        editor.dispatch({ selection: { anchor: from }, scrollIntoView: true });
        editor.focus();
      },
      replaceText(next) {
        const editor = view.current;
        if (!editor || editor.state.doc.toString() === next) return;
        editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: next } });
      },
    }),
    [],
  );

  return (
    <Box
      ref={host}
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
      css={{ '& .cm-editor': { height, fontSize: '13px' }, '& .cm-editor.cm-focused': { outline: '2px solid var(--chakra-colors-brand-solid, #2563eb)' } }}
      data-testid="studio-editor"
    />
  );
}
