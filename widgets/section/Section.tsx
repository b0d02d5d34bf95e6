import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SectionProps } from '../../schemas/generated/widgets/section.props';
import type { WidgetComponentProps } from '../shared/defineWidget';
import { Subheadings, useHeadingTag } from '../shared/headingLevel';

export default function Section({ title, description, variant = 'plain', children }: WidgetComponentProps<SectionProps>) {
  const headingId = useId();
  const headingTag = useHeadingTag();
  const card = variant === 'card';
  return (
    <Box
      as="section"
      aria-labelledby={title ? headingId : undefined}
      bg={card ? 'bg.panel' : undefined}
      borderWidth={card ? '1px' : undefined}
      borderRadius={card ? 'l3' : undefined}
      p={card ? '6' : '0'}
      py={card ? '6' : '2'}
    >
      <Stack gap="3">
        {title && (
          <Heading as={headingTag} size="lg" id={headingId}>
            {title}
          </Heading>
        )}
        {description && <Text color="fg.muted">{description}</Text>}
        {/* Its widgets' headings sit below its title; without a title they stay at its level. */}
        {title ? <Subheadings>{children}</Subheadings> : children}
      </Stack>
    </Box>
  );
}
