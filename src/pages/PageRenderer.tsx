import { Skeleton, Stack } from '@chakra-ui/react';
import { memo, Suspense } from 'react';
import { unknownWidgetTypeError } from '../../engine/config/unknownWidgetTypeError';
import type { ResolvedNode } from '../../engine/pages/resolvePage';
import { getWidget } from '../../widgets/registry';
import { WidgetErrorCard } from '../../widgets/shared/WidgetErrorCard';

/**
 * Maps each resolved node to its registry widget; a container gets its children rendered (a section's
 * widgets, a dashboard's tabs). Unchanged nodes keep their identity, so memo skips them.
 */
export function PageRenderer({ nodes }: { nodes: readonly ResolvedNode[] }) {
  return (
    <Stack gap="8">
      {nodes.map((node) => (
        <RenderedNode key={node.path} node={node} />
      ))}
    </Stack>
  );
}

const RenderedNode = memo(function RenderedNode({ node }: { node: ResolvedNode }) {
  if (node.kind === 'error') return <WidgetErrorCard path={node.path} type={node.type} errors={node.errors} />;
  const widget = getWidget(node.type);
  // The resolver turned unknown types into error nodes already; this covers a resolver told of another registry.
  if (!widget) return <WidgetErrorCard path={node.path} type={node.type} errors={[unknownWidgetTypeError(node.path, node.type)]} />;
  const Component = widget.component;
  const children = node.children.length > 0 ? node.children.map((child) => <RenderedNode key={child.path} node={child} />) : undefined;
  return (
    <Suspense fallback={<Skeleton height="24" borderRadius="l2" />}>
      <Component {...node.props}>{children}</Component>
    </Suspense>
  );
});
