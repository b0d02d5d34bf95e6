import Section from './Section';
import type { SectionProps } from '../../schemas/generated/widgets/section.props';
import { defineWidget } from '../shared/defineWidget';

export const sectionWidget = defineWidget<SectionProps>({
  component: Section,
});
