import { HStack, IconButton, Input } from '@chakra-ui/react';
import { lazy, memo, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTypedDay, parseCalendarDay, parseTypedDay, resolveDateLimit, toCalendarDay, typedDayPlaceholder } from '../../../../engine/forms/calendarDay';
import { DEFAULT_LANGUAGE } from '../../../../engine/i18n/languages';
import { StrokeIcon } from '../../../shared/StrokeIcon';
import { textValue, type FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';

const DateCalendar = lazy(() => import('./DateCalendar'));

/** After the calendar closes from inside (a day chosen, Escape), focus is still in it or on the page: it goes back to the button. */
function returnFocus(button: HTMLButtonElement | null) {
  const active = document.activeElement;
  if (!active || active === document.body || active.closest('[data-scope="date-picker"]')) button?.focus();
}

/**
 * A date answer (YYYY-MM-DD): an input to type the day in the page language's numeric format
 * (05.03.2026 in German, 03/05/2026 in English) or as YYYY-MM-DD, and a button that opens a calendar
 * in the page language (DateCalendar, loaded on first use). The browser's own date input cannot be
 * used: its picker follows the browser's language, not the page's. enableFrom and enableUntil limit
 * the days the calendar offers; typed days are checked by the form's rules.
 */
export const DateField = memo(function DateField(props: FieldWidgetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language || DEFAULT_LANGUAGE;
  const { value, onChange, onBlur, disabled, field, id } = props;
  const { enableFrom, enableUntil } = field.definition;
  const [min, max] = useMemo(() => {
    const today = toCalendarDay(new Date());
    return [resolveDateLimit(enableFrom, today), resolveDateLimit(enableUntil, today)];
  }, [enableFrom, enableUntil]);
  const day = parseCalendarDay(textValue(value));
  // What the input shows: the answer's day in the language's numeric format, or typed text that is not a day.
  const shown = day ? formatTypedDay(day, language) : textValue(value);
  // Text being typed; null once the input is left (the answer is shown again).
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The calendar stays mounted once loaded, so it opens at once the next time.
  const [calendarUsed, setCalendarUsed] = useState(false);
  const placeholder = typedDayPlaceholder(language, {
    day: t('forms.datePicker.placeholderDay'),
    month: t('forms.datePicker.placeholderMonth'),
    year: t('forms.datePicker.placeholderYear'),
  });
  const controlId = `${id}-control`;
  const triggerId = `${id}-calendar`;
  return (
    <HStack id={controlId} gap="1" align="stretch">
      <Input
        {...inputAria(props)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={draft ?? shown}
        disabled={disabled}
        onChange={(event) => {
          // The answer follows every keystroke (Enter submits without leaving the input); text it cannot
          // read is the answer as typed, so the form says "Enter a valid date." rather than guessing a day.
          const text = event.target.value;
          setDraft(text);
          onChange(text.trim() === '' ? undefined : (parseTypedDay(text, language) ?? text.trim()));
        }}
        onBlur={() => {
          setDraft(null);
          onBlur();
        }}
      />
      <IconButton
        ref={button}
        id={triggerId}
        variant="outline"
        aria-label={t(open ? 'forms.datePicker.closeCalendar' : 'forms.datePicker.openCalendar')}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => {
          setCalendarUsed(true);
          setOpen((isOpen) => !isOpen);
        }}
      >
        <StrokeIcon>
          <rect x="3" y="4" width="18" height="18" rx="2" />
          <path d="M16 2v4M8 2v4M3 10h18" />
        </StrokeIcon>
      </IconButton>
      {calendarUsed && (
        <Suspense fallback={null}>
          <DateCalendar
            language={language}
            day={day}
            min={min}
            max={max}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              // Closed from inside (a day chosen, Escape): focus goes back to the button, not to the page's start.
              if (!next) requestAnimationFrame(() => returnFocus(button.current));
            }}
            onChoose={(chosen) => {
              setDraft(null);
              onChange(chosen);
            }}
            controlId={controlId}
            triggerId={triggerId}
          />
        </Suspense>
      )}
    </HStack>
  );
});
