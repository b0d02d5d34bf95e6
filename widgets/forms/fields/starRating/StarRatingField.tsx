import { HStack, Text, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../../../engine/forms/formConstants';
import { accessibleName, type FieldWidgetProps } from '../FieldWidgetProps';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * A rating from 1 to 5 stars, each named by its label (Poor, Average, Good, Very Good, Excellent).
 * Disabled by default (spec section 4): the component is read-only unless it is told otherwise, and
 * a form passes `disabled={false}` for questions the candidate may answer.
 */
export const StarRatingField = memo(function StarRatingField({
  disabled = true,
  ...props
}: Partial<Pick<FieldWidgetProps, 'disabled'>> & Omit<FieldWidgetProps, 'disabled'>) {
  const { t } = useTranslation();
  const { field, id, value, onChange, onBlur, invalid, describedBy } = props;
  const rating = typeof value === 'number' ? value : 0;
  return (
    <HStack gap="3" onBlur={onBlur}>
      <HStack role="radiogroup" aria-label={accessibleName(field)} aria-describedby={describedBy} aria-invalid={invalid || undefined} gap="0">
        {STARS.map((star) => {
          const label = t(`forms.rating.labels.${star}`);
          return (
            <chakra.label key={star} cursor={disabled ? 'default' : 'pointer'} title={label} px="0.5">
              <chakra.input
                type="radio"
                id={star === 1 ? id : undefined}
                name={field.name}
                value={star}
                checked={rating === star}
                disabled={disabled}
                onChange={() => onChange(star)}
                aria-label={t('forms.rating.star', { label, count: star })}
                position="absolute"
                opacity={0}
                w="1px"
                h="1px"
                css={{ '&:focus-visible + span': { outline: '2px solid var(--focus-ring-color)' } }}
              />
              <chakra.span aria-hidden="true" fontSize="2xl" color={star <= rating ? 'orange.400' : 'gray.400'} lineHeight="1">
                {star <= rating ? '★' : '☆'}
              </chakra.span>
            </chakra.label>
          );
        })}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-hidden="true">
        {rating > 0 ? t(`forms.rating.labels.${rating}`) : ''}
      </Text>
    </HStack>
  );
});
