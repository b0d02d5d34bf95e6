import FeaturePlaceholder from './FeaturePlaceholder';
import propsSchema from '../../schemas/widgets/featurePlaceholder.props.schema.json';
import type { FeaturePlaceholderProps } from '../../schemas/generated/widgets/featurePlaceholder.props';
import { defineWidget } from '../shared/defineWidget';

export const featurePlaceholderWidget = defineWidget<FeaturePlaceholderProps>({
  type: 'featurePlaceholder',
  propsSchema,
  component: FeaturePlaceholder,
});
