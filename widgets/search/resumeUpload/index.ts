import type { ResumeUploadProps } from '../../../schemas/generated/widgets/resumeUpload.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const resumeUploadWidget = defineWidget<ResumeUploadProps>({
  component: lazyWidget('resume upload', () => import('./ResumeUpload')),
});
