import Columns from './Columns';
import propsSchema from '../../schemas/widgets/columns.props.schema.json';
import type { ColumnsProps } from '../../schemas/generated/widgets/columns.props';
import { defineWidget } from '../shared/defineWidget';

export const columnsWidget = defineWidget<ColumnsProps>({
  type: 'columns',
  propsSchema,
  component: Columns,
});
