import type { CandidateSettingsProps } from '../../../schemas/generated/widgets/candidateSettings.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const candidateSettingsWidget = defineWidget<CandidateSettingsProps>({
  component: lazyWidget('CandidateSettings', () => import('./CandidateSettings')),
});
