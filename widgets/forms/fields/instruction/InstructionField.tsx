import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READ_MORE_HEIGHT_INSTRUCTIONS } from '../../../../engine/forms/formConstants';
import { SafeHtml } from '../../../shared/SafeHtml';
import type { FieldWidgetProps } from '../FieldWidgetProps';

/** Instructions for the candidate (never counted as a new question): collapsed to 150 px with Read more when longer. */
export const InstructionField = memo(function InstructionField({ field, id }: FieldWidgetProps) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    const element = body.current;
    if (element) setOverflows(element.scrollHeight > READ_MORE_HEIGHT_INSTRUCTIONS + 1);
  }, [field.definition.description]);
  return (
    <Stack gap="1" data-field={field.name}>
      <Text fontWeight="semibold">{field.definition.label}</Text>
      {field.definition.description ? (
        <Box ref={body} id={`${id}-body`} maxH={open ? undefined : `${READ_MORE_HEIGHT_INSTRUCTIONS}px`} overflow="hidden">
          <SafeHtml html={field.definition.description} color="fg.muted" />
        </Box>
      ) : null}
      {overflows ? (
        <Button variant="plain" size="sm" alignSelf="start" px="0" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen((value) => !value)}>
          {open ? t('forms.readLess') : t('forms.readMore')}
        </Button>
      ) : null}
    </Stack>
  );
});
