import { Box, Grid, GridItem, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '../../../engine/forms/CompiledForm';
import { FORM_COLUMNS } from '../../../engine/forms/formConstants';
import { formatAnswer, type AnswerTexts } from './formatAnswer';

function useAnswerTexts(): AnswerTexts {
  const { t, i18n } = useTranslation();
  return {
    language: i18n.language,
    empty: t('forms.view.empty'),
    yes: t('forms.view.yes'),
    no: t('forms.view.no'),
    current: t('forms.view.current'),
    completed: t('forms.view.completed'),
    confidential: t('forms.view.confidential'),
    rating: (stars) => t(`forms.rating.labels.${stars}`),
  };
}

/** A question in view mode: its label and its answer as text (a dynamic list: each entry's answers). */
export function AnswerView({ field, value }: { field: CompiledField; value: unknown }) {
  const texts = useAnswerTexts();
  const { definition } = field;
  const body =
    definition.type === 'dynamicList' && Array.isArray(value) && !definition.confidential ? (
      <Stack gap="2">
        {value.map((entry: Record<string, unknown>, index) => (
          <Box key={index} borderWidth="1px" borderRadius="md" p="2">
            {field.itemFields.map((itemField) => (
              <Text key={itemField.name} fontSize="sm">
                <Text as="span" fontWeight="medium">
                  {itemField.definition.label}:
                </Text>{' '}
                {formatAnswer(itemField, entry?.[itemField.name], texts)}
              </Text>
            ))}
          </Box>
        ))}
      </Stack>
    ) : (
      <Text data-answer={field.name}>{formatAnswer(field, value, texts)}</Text>
    );
  return (
    <Grid templateColumns="repeat(12, 1fr)" columnGap="4" data-field={field.name}>
      <GridItem colSpan={{ base: FORM_COLUMNS.small, lg: FORM_COLUMNS.label }}>
        <Text fontWeight="medium" color="fg.muted">
          {definition.label}
        </Text>
      </GridItem>
      <GridItem colSpan={{ base: FORM_COLUMNS.small, lg: FORM_COLUMNS.value }}>{body}</GridItem>
    </Grid>
  );
}
