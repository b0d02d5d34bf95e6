import type { ProfileCompletionProps } from '../../../schemas/generated/widgets/profileCompletion.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const profileCompletionWidget = defineWidget<ProfileCompletionProps>({
  component: lazyWidget('ProfileCompletion', () => import('./ProfileCompletion')),
});
