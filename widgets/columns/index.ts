import Columns from './Columns';
import type { ColumnsProps } from '../../schemas/generated/widgets/columns.props';
import { defineWidget } from '../shared/defineWidget';

export const columnsWidget = defineWidget<ColumnsProps>({
  component: Columns,
});
