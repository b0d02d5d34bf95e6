import { Input } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { resolveDateLimit, toCalendarDay } from '../../../../engine/forms/calendarDay';
import { textValue, type FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';

/** A date answer (YYYY-MM-DD), in the browser's date picker; enableFrom and enableUntil limit the days it offers. */
export const DateField = memo(function DateField(props: FieldWidgetProps) {
  const { value, onChange, onBlur, disabled, field } = props;
  const { enableFrom, enableUntil } = field.definition;
  const [min, max] = useMemo(() => {
    const today = toCalendarDay(new Date());
    return [resolveDateLimit(enableFrom, today), resolveDateLimit(enableUntil, today)];
  }, [enableFrom, enableUntil]);
  return (
    <Input
      {...inputAria(props)}
      type="date"
      min={min}
      max={max}
      value={textValue(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={onBlur}
    />
  );
});
