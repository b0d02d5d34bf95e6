import RichText from './RichText';
import propsSchema from '../../schemas/widgets/richText.props.schema.json';
import type { RichTextProps } from '../../schemas/generated/widgets/richText.props';
import { defineWidget } from '../shared/defineWidget';

export const richTextWidget = defineWidget<RichTextProps>({
  type: 'richText',
  propsSchema,
  component: RichText,
});
