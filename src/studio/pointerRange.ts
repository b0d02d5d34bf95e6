import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const valuesOf = (node: SyntaxNode): SyntaxNode[] => {
  const values: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUE_NODES.has(child.name)) values.push(child);
  return values;
};

/**
 * Where a JSON Pointer's value lies in the text; for a part that does not exist (a missing property
 * is reported on its object), its nearest ancestor that does. The whole text is parsed first: the
 * editor parses only what is on screen, and a problem may be anywhere.
 */
export function pointerRange(state: EditorState, pointer: string): { from: number; to: number } {
  const tree = ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);
  let node: SyntaxNode | undefined = valuesOf(tree.topNode)[0];
  if (!node) return { from: 0, to: Math.min(1, state.doc.length) };
  const tokens =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  let key: SyntaxNode | null = null;
  for (const token of tokens) {
    let next: SyntaxNode | undefined;
    let nextKey: SyntaxNode | null = null;
    if (node.name === 'Object') {
      for (let property = node.firstChild; property && !next; property = property.nextSibling) {
        if (property.name !== 'Property') continue;
        const name = property.getChild('PropertyName');
        if (!name) continue;
        let text: unknown;
        try {
          text = JSON.parse(state.sliceDoc(name.from, name.to));
        } catch {
          continue;
        }
        if (text === token) {
          next = valuesOf(property)[0];
          nextKey = name;
        }
      }
    } else if (node.name === 'Array' && /^\d+$/.test(token)) {
      next = valuesOf(node)[Number(token)];
    }
    if (!next) break;
    node = next;
    key = nextKey;
  }
  return { from: key?.from ?? node.from, to: node.to };
}
