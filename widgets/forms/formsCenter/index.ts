import type { FormsCenterProps } from '../../../schemas/generated/widgets/formsCenter.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const formsCenterWidget = defineWidget<FormsCenterProps>({
  component: lazyWidget('forms center', () => import('./FormsCenter')),
  pageHeading: true,
});
