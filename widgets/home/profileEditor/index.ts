import type { ProfileEditorProps } from '../../../schemas/generated/widgets/profileEditor.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const profileEditorWidget = defineWidget<ProfileEditorProps>({
  component: lazyWidget('ProfileEditor', () => import('./ProfileEditor')),
});
