import type { ProfileBootstrappingProps } from '../../../schemas/generated/widgets/profileBootstrapping.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const profileBootstrappingWidget = defineWidget<ProfileBootstrappingProps>({
  // The server renders it in place of any route (job pages too, whose first page carries only the
  // search area's strings and recipes): its preload brings the rest before it hydrates.
  component: lazyWidget('ProfileBootstrapping', () => import('./ProfileBootstrapping'), { beyondFirstPage: true }),
});
