import type { ApplyFormProps } from '../../../schemas/generated/widgets/applyForm.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const applyFormWidget = defineWidget<ApplyFormProps>({
  component: lazyWidget('apply', () => import('./ApplyForm')),
  pageHeading: true,
});
