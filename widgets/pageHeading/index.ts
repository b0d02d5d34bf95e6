import PageHeading from './PageHeading';
import type { PageHeadingProps } from '../../schemas/generated/widgets/pageHeading.props';
import { defineWidget } from '../shared/defineWidget';

export const pageHeadingWidget = defineWidget<PageHeadingProps>({
  component: PageHeading,
  pageHeading: true,
});
