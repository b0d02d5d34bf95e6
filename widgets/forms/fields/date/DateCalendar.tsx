import { DatePicker, HStack, Portal, parseDate, useDatePickerContext } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeek } from '../../../../engine/i18n/localCalendar';

type PickerTranslations = NonNullable<DatePicker.RootProps['translations']>;

export interface DateCalendarProps {
  readonly language: string;
  /** The answer's day (YYYY-MM-DD), if it has one. */
  readonly day: string | undefined;
  readonly min: string | undefined;
  readonly max: string | undefined;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onChoose: (day: string) => void;
  /** The ids of the field's row (the calendar opens under it) and of its calendar button (focus returns there). */
  readonly controlId: string;
  readonly triggerId: string;
}

/** The month and year chosen from lists (quicker than paging for a date of birth); they follow the paging arrows. */
function MonthYearSelects() {
  const { month, year } = useDatePickerContext().focusedValue;
  // Ark's selects start from defaultValue: a key per shown month makes them follow the arrows.
  return (
    <HStack gap="1" flex="1" justify="center">
      <DatePicker.MonthSelect key={`month-${year}-${month}`} />
      <DatePicker.YearSelect key={`year-${year}-${month}`} />
    </HStack>
  );
}

/**
 * The calendar of a date question, loaded the first time a candidate opens it (Chakra's date picker
 * is about 20 KB gzip that typing a date does not need). The week starts on the page language's
 * first day (Monday in German, Sunday in English and Japanese, Saturday in Arabic); month and weekday
 * names are the language's, from Intl. Only its popover is rendered: the field's input and button
 * are DateField's, named to the picker by id.
 */
export default function DateCalendar({ language, day, min, max, open, onOpenChange, onChoose, controlId, triggerId }: DateCalendarProps) {
  const { t } = useTranslation();
  const value = useMemo(() => (day ? [parseDate(day)] : []), [day]);
  const limits = useMemo(() => [min, max].map((limit) => (limit ? parseDate(limit) : undefined)), [min, max]);
  const translations = useMemo<PickerTranslations>(
    () => ({
      trigger: (isOpen) => t(isOpen ? 'forms.datePicker.closeCalendar' : 'forms.datePicker.openCalendar'),
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
  return (
    <DatePicker.Root
      locale={language}
      startOfWeek={firstDayOfWeek(language)}
      // Today (where the calendar opens) is the candidate's day, not UTC's.
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      ids={{ control: controlId, trigger: triggerId }}
      value={value}
      min={limits[0]}
      max={limits[1]}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      translations={translations}
      onValueChange={(details) => {
        const chosen = details.value[0];
        if (chosen) onChoose(chosen.toString());
      }}
    >
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
}
