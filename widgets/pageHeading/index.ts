import PageHeading from './PageHeading';
import propsSchema from '../../schemas/widgets/pageHeading.props.schema.json';
import type { PageHeadingProps } from '../../schemas/generated/widgets/pageHeading.props';
import { defineWidget } from '../shared/defineWidget';

export const pageHeadingWidget = defineWidget<PageHeadingProps>({
  type: 'pageHeading',
  propsSchema,
  component: PageHeading,
});
