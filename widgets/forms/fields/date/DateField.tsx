import { DatePicker, HStack, Input, Portal, parseDate, useDatePickerContext } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTypedDay, parseCalendarDay, parseTypedDay, resolveDateLimit, toCalendarDay, typedDayPlaceholder } from '../../../../engine/forms/calendarDay';
import { firstDayOfWeek } from '../../../../engine/i18n/localCalendar';
import { DEFAULT_LANGUAGE } from '../../../../engine/i18n/languages';
import { StrokeIcon } from '../../../shared/StrokeIcon';
import { textValue, type FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';

type PickerTranslations = NonNullable<DatePicker.RootProps['translations']>;

/** The month and year chosen from lists (quicker than paging for a date of birth); they follow the paging arrows. */
function MonthYearSelects() {
  const picker = useDatePickerContext();
  const { month, year } = picker.focusedValue;
  // Ark's selects start from defaultValue: a key per shown month makes them follow the arrows.
  return (
    <HStack gap="1" flex="1" justify="center">
      <DatePicker.MonthSelect key={`month-${year}-${month}`} />
      <DatePicker.YearSelect key={`year-${year}-${month}`} />
    </HStack>
  );
}

/**
 * A date answer (YYYY-MM-DD): an input to type the day in the page language's numeric format (or as
 * YYYY-MM-DD; the input is Portico's, as the picker's own refuses any character but digits and the
 * separator, which would turn a pasted 1990-12-10 into 19901210), and a calendar whose week starts on the language's first day (Monday in German,
 * Sunday in English and Japanese, Saturday in Arabic) with month and weekday names in that language.
 * enableFrom and enableUntil limit the days it offers. The browser's own date input cannot do this:
 * it follows the browser's language, not the page's.
 */
export const DateField = memo(function DateField(props: FieldWidgetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language || DEFAULT_LANGUAGE;
  const { value, onChange, onBlur, disabled, field } = props;
  const { enableFrom, enableUntil } = field.definition;
  const [min, max] = useMemo(() => {
    const today = toCalendarDay(new Date());
    return [resolveDateLimit(enableFrom, today), resolveDateLimit(enableUntil, today)].map((day) => (day ? parseDate(day) : undefined));
  }, [enableFrom, enableUntil]);
  const day = parseCalendarDay(textValue(value));
  // What the input shows: the answer's day in the language's numeric format, or text the candidate typed that is not a day.
  const shown = day ? formatTypedDay(day, language) : textValue(value);
  // Text being typed; null once the input is left (the answer is shown again).
  const [draft, setDraft] = useState<string | null>(null);
  const chosen = useMemo(() => (day ? [parseDate(day)] : []), [day]);
  const translations = useMemo<PickerTranslations>(
    () => ({
      trigger: (open) => t(open ? 'forms.datePicker.closeCalendar' : 'forms.datePicker.openCalendar'),
      content: t('forms.datePicker.calendar'),
      prevTrigger: () => t('forms.datePicker.previousMonth'),
      nextTrigger: () => t('forms.datePicker.nextMonth'),
      monthSelect: t('forms.datePicker.month'),
      yearSelect: t('forms.datePicker.year'),
      dayCell: (state) =>
        t(state.unavailable ? 'forms.datePicker.unavailableDay' : state.selected ? 'forms.datePicker.selectedDay' : 'forms.datePicker.chooseDay', {
          date: state.valueText,
        }),
    }),
    [t],
  );
  const placeholder = typedDayPlaceholder(language, {
    day: t('forms.datePicker.placeholderDay'),
    month: t('forms.datePicker.placeholderMonth'),
    year: t('forms.datePicker.placeholderYear'),
  });
  return (
    <DatePicker.Root
      locale={language}
      startOfWeek={firstDayOfWeek(language)}
      // Today (where the calendar opens) is the candidate's day, not UTC's.
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      value={chosen}
      min={min}
      max={max}
      disabled={disabled}
      translations={translations}
      onValueChange={(details) => onChange(details.value[0]?.toString())}
    >
      <DatePicker.Control>
        <Input
          {...inputAria(props)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={draft ?? shown}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => {
            // Text it cannot read stays the answer, so the form says "Enter a valid date." rather than guessing a day.
            const text = event.currentTarget.value.trim();
            if (draft !== null && text !== shown) onChange(text === '' ? undefined : (parseTypedDay(text, language) ?? text));
            setDraft(null);
            onBlur();
          }}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger>
            <StrokeIcon>
              <rect x="3" y="4" width="18" height="18" rx="2" />
              <path d="M16 2v4M8 2v4M3 10h18" />
            </StrokeIcon>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.ViewControl>
                <DatePicker.PrevTrigger />
                <MonthYearSelects />
                <DatePicker.NextTrigger />
              </DatePicker.ViewControl>
              <DatePicker.DayTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
});
