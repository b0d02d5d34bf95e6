import { Heading, Stack, Text } from '@chakra-ui/react';
import type { PageHeadingProps } from '../../schemas/generated/widgets/pageHeading.props';
import type { WidgetComponentProps } from '../shared/defineWidget';

export default function PageHeading({ title, subtitle, align = 'start' }: WidgetComponentProps<PageHeadingProps>) {
  return (
    <Stack gap="2" textAlign={align === 'center' ? 'center' : 'start'} py="4">
      <Heading as="h1" size="2xl" fontFamily="heading">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" fontSize="lg">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
