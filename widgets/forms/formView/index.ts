import type { FormViewProps } from '../../../schemas/generated/widgets/formView.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const formViewWidget = defineWidget<FormViewProps>({
  component: lazyWidget('form view', () => import('./FormView')),
  pageHeading: true,
});
