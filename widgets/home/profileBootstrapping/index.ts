import propsSchema from '../../../schemas/widgets/profileBootstrapping.props.schema.json';
import type { ProfileBootstrappingProps } from '../../../schemas/generated/widgets/profileBootstrapping.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const profileBootstrappingWidget = defineWidget<ProfileBootstrappingProps>({
  type: 'profileBootstrapping',
  propsSchema,
  component: lazyWidget('ProfileBootstrapping', () => import('./ProfileBootstrapping')),
});
