import { Skeleton, Stack } from '@chakra-ui/react';
import { memo, Suspense } from 'react';
import { unknownWidgetTypeError } from '../../engine/config/unknownWidgetTypeError';
import type { ResolvedNode } from '../../engine/pages/resolvePage';
import { getWidget } from '../../widgets/registry';
import { lazyWidget } from '../../widgets/shared/lazyWidget';

// Pages show it only when their config is wrong: its code and its Chakra parts (alert, list) load then.
const WidgetErrorCard = lazyWidget(
  'widget error card',
  () => import('../../widgets/shared/WidgetErrorCard').then((module) => ({ default: module.WidgetErrorCard })),
  { beyondFirstPage: true },
);

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
  const widget = node.kind === 'widget' ? getWidget(node.type) : undefined;
  if (node.kind === 'error' || !widget) {
    // The resolver turned unknown types into error nodes already; this covers a resolver told of another registry.
    const errors = node.kind === 'error' ? node.errors : [unknownWidgetTypeError(node.path, node.type)];
    return (
      <Suspense fallback={null}>
        <WidgetErrorCard path={node.path} type={node.type} errors={errors} />
      </Suspense>
    );
  }
  const Component = widget.component;
  const children = node.children.length > 0 ? node.children.map((child) => <RenderedNode key={child.path} node={child} />) : undefined;
  return (
    <Suspense fallback={<Skeleton height="24" borderRadius="l2" />}>
      <Component {...node.props}>{children}</Component>
    </Suspense>
  );
});
