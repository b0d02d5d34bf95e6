import propsSchema from '../../../schemas/widgets/candidateSettings.props.schema.json';
import type { CandidateSettingsProps } from '../../../schemas/generated/widgets/candidateSettings.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const candidateSettingsWidget = defineWidget<CandidateSettingsProps>({
  type: 'candidateSettings',
  propsSchema,
  component: lazyWidget('CandidateSettings', () => import('./CandidateSettings')),
});
