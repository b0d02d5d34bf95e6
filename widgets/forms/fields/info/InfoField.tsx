import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { SafeHtml } from '../../../shared/SafeHtml';
import type { FieldWidgetProps } from '../FieldWidgetProps';

/** A text item with nothing to answer: its label, its (sanitized) description and an optional image. */
export const InfoField = memo(function InfoField({ field }: FieldWidgetProps) {
  const { label, description, image } = field.definition;
  return (
    <Box borderLeftWidth="4px" borderColor="blue.solid" bg="blue.subtle" px="4" py="3" borderRadius="md" data-field={field.name}>
      <Stack gap="2">
        <Text fontWeight="semibold">{label}</Text>
        {description ? <SafeHtml html={description} /> : null}
        {image ? <Image src={image.src} alt={image.alt} maxH="40" objectFit="contain" alignSelf="start" /> : null}
      </Stack>
    </Box>
  );
});
