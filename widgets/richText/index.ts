import RichText from './RichText';
import type { RichTextProps } from '../../schemas/generated/widgets/richText.props';
import { defineWidget } from '../shared/defineWidget';

export const richTextWidget = defineWidget<RichTextProps>({
  component: RichText,
});
