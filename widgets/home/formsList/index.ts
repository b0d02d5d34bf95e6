import type { FormsListProps } from '../../../schemas/generated/widgets/formsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const formsListWidget = defineWidget<FormsListProps>({
  component: lazyWidget('FormsList', () => import('./FormsList')),
});
