import { Checkbox, HStack, Input, Stack, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue } from '../../../../engine/forms/rules/dateRangeRules';
import { selectRangeEnd } from '../../../../engine/forms/selectRangeEnd';
import { setCurrentRole } from '../../../../engine/forms/setCurrentRole';
import type { FieldWidgetProps } from '../FieldWidgetProps';

/** MM/YYYY (stored) → YYYY-MM (what a month input takes), or ''. */
export function toMonthInput(value: string | undefined): string {
  const match = /^(\d{2})\/(\d{4})$/.exec(value ?? '');
  return match ? `${match[2]}-${match[1]}` : '';
}

/** YYYY-MM → MM/YYYY, or '' when cleared. */
export function fromMonthInput(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[1]}` : '';
}

function asRange(value: unknown): DateRangeValue {
  return typeof value === 'object' && value !== null ? (value as DateRangeValue) : {};
}

/**
 * A start and an end month (stored MM/YYYY) and "I'm currently in this role": ticking it sets the end
 * to this month and disables the end input; unticking clears the end. Clearing either month clears
 * the whole range (engine/forms/selectRangeEnd.ts).
 */
export const DateRangeField = memo(function DateRangeField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, onChange, onBlur, disabled, invalid, describedBy } = props;
  const range = asRange(value);
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <Stack gap="2" onBlur={onBlur}>
      <HStack gap="3" align="end" wrap="wrap">
        <chakra.label htmlFor={id} fontSize="sm" flex="1" minW="40">
          {t('forms.dateRange.start')}
          <Input
            {...aria}
            id={id}
            type="month"
            value={toMonthInput(range.startDate)}
            disabled={disabled}
            onChange={(event) => onChange(selectRangeEnd(range, 'startDate', fromMonthInput(event.target.value)))}
          />
        </chakra.label>
        <chakra.label htmlFor={`${id}-end`} fontSize="sm" flex="1" minW="40">
          {t('forms.dateRange.end')}
          <Input
            {...aria}
            id={`${id}-end`}
            type="month"
            value={toMonthInput(range.endDate)}
            disabled={disabled || range.isCurrent === true}
            onChange={(event) => onChange(selectRangeEnd(range, 'endDate', fromMonthInput(event.target.value)))}
          />
        </chakra.label>
      </HStack>
      <Checkbox.Root
        size="sm"
        checked={range.isCurrent === true}
        disabled={disabled}
        ids={{ hiddenInput: `${id}-current` }}
        onCheckedChange={(details) => onChange(setCurrentRole(range, details.checked === true, new Date()))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('forms.dateRange.current')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
});
