import type { ProfileBootstrappingProps } from '../../../schemas/generated/widgets/profileBootstrapping.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const profileBootstrappingWidget = defineWidget<ProfileBootstrappingProps>({
  component: lazyWidget('ProfileBootstrapping', () => import('./ProfileBootstrapping')),
});
