import FeaturePlaceholder from './FeaturePlaceholder';
import type { FeaturePlaceholderProps } from '../../schemas/generated/widgets/featurePlaceholder.props';
import { defineWidget } from '../shared/defineWidget';

export const featurePlaceholderWidget = defineWidget<FeaturePlaceholderProps>({
  component: FeaturePlaceholder,
});
