import Section from './Section';
import propsSchema from '../../schemas/widgets/section.props.schema.json';
import type { SectionProps } from '../../schemas/generated/widgets/section.props';
import { defineWidget } from '../shared/defineWidget';

export const sectionWidget = defineWidget<SectionProps>({
  type: 'section',
  propsSchema,
  component: Section,
});
