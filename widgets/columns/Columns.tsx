import { Box, Grid } from '@chakra-ui/react';
import type { ColumnsProps } from '../../schemas/generated/widgets/columns.props';
import type { WidgetComponentProps } from '../shared/defineWidget';

export default function Columns({ widths, gap = 6, stackBelow = 'tablet', children = [] }: WidgetComponentProps<ColumnsProps>) {
  const template = (widths ?? children.map(() => 1)).map((w) => `minmax(0, ${w}fr)`).join(' ');
  // The spec's breakpoints: tablet from 600 px (Chakra has none there: its sm is 480), desktop from 1024 (lg).
  const sideBySide = stackBelow === 'desktop' ? '@media screen and (min-width: 64rem)' : '@media screen and (min-width: 37.5rem)';
  return (
    <Grid templateColumns="minmax(0, 1fr)" css={{ [sideBySide]: { gridTemplateColumns: template } }} gap={gap} alignItems="start">
      {children.map((child, index) => (
        <Box key={index} minW="0">
          {child}
        </Box>
      ))}
    </Grid>
  );
}
