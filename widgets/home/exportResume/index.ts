import type { ExportResumeProps } from '../../../schemas/generated/widgets/exportResume.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const exportResumeWidget = defineWidget<ExportResumeProps>({
  component: lazyWidget('ExportResume', () => import('./ExportResume')),
});
