import propsSchema from '../../../schemas/widgets/applyForm.props.schema.json';
import type { ApplyFormProps } from '../../../schemas/generated/widgets/applyForm.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const applyFormWidget = defineWidget<ApplyFormProps>({
  type: 'applyForm',
  propsSchema,
  component: lazyWidget('apply', () => import('./ApplyForm')),
});
