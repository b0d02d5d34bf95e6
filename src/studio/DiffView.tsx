import { Box } from '@chakra-ui/react';
import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

export interface DiffViewProps {
  /** The published text (left) and the compared one (right). */
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

/** Two texts side by side, changes marked, unchanged stretches folded (@codemirror/merge), both read-only. */
export function DiffView({ before, after, beforeLabel, afterLabel }: DiffViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const side = (label: string) => [
      basicSetup,
      json(),
      EditorState.readOnly.of(true),
      EditorView.editable.of(false),
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
    ];
    const view = new MergeView({
      a: { doc: before, extensions: side(beforeLabel) },
      b: { doc: after, extensions: side(afterLabel) },
      parent: host.current!,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [before, after, beforeLabel, afterLabel]);
  return <Box ref={host} borderWidth="1px" borderRadius="l2" maxH="75vh" overflow="auto" fontSize="13px" data-testid="studio-diff" />;
}
