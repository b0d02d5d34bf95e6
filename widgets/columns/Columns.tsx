import { Box, Grid } from '@chakra-ui/react';
import type { ColumnsProps } from '../../schemas/generated/widgets/columns.props';
import type { WidgetComponentProps } from '../shared/defineWidget';

export default function Columns({ widths, gap = 6, stackBelow = 'tablet', children = [] }: WidgetComponentProps<ColumnsProps>) {
  const template = (widths ?? children.map(() => 1)).map((w) => `minmax(0, ${w}fr)`).join(' ');
  const breakpoint = stackBelow === 'desktop' ? 'lg' : 'sm';
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', [breakpoint]: template }} gap={gap} alignItems="start">
      {children.map((child, index) => (
        <Box key={index} minW="0">
          {child}
        </Box>
      ))}
    </Grid>
  );
}
