import { Field, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignFormRequest } from '../../schemas/generated/api/studio';
import { shiftCalendarDay, toCalendarDay } from '../../engine/forms/calendarDay';
import { ConfirmDialog } from '../../widgets/shared/ConfirmDialog';
import { toaster } from '../../widgets/shared/toaster';
import { LabelledSelect } from '../studio/LabelledSelect';
import { studioError } from '../studio/studioApi';

type Status = NonNullable<AssignFormRequest['applicationStatus']>;
/** The application statuses the dashboard shows (schemas/api/studio.schema.json AssignFormRequest). */
export const STATUSES: readonly Status[] = ['submitted', 'in_review', 'interviewing', 'offered', 'rejected', 'withdrawn', 'hired'];
const DAYS_TO_DUE = 14;

/** The e-mail addresses in what was typed or pasted: split at commas, semicolons, spaces and lines. */
export const emailsIn = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((each) => each.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * Sends a published version of the form to candidates with a due date: chosen ones by e-mail, or every
 * candidate whose application is in a status. It appears in their forms center and their bell.
 */
export function AssignDialog({
  title,
  publishedVersion,
  onClose,
  assign,
}: {
  title: string;
  publishedVersion: number;
  onClose: () => void;
  assign: (body: AssignFormRequest) => Promise<{ assigned: number }>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<'emails' | 'status'>('emails');
  const [emails, setEmails] = useState('');
  const [status, setStatus] = useState<Status>('submitted');
  // The author's own day (never before the server's, which counts from where the day begins last).
  const today = toCalendarDay(new Date());
  const [dueDate, setDueDate] = useState(() => shiftCalendarDay(today, DAYS_TO_DUE, 'day'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = emailsIn(emails);
  // Said at the field, as the server would refuse it (a day before today has passed).
  const dueProblem = !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)
    ? t('forms.validation.requiredNamed', { name: t('formBuilder.assign.dueDate') })
    : dueDate < today
      ? t('studio.refusal.pastDueDate', { date: dueDate })
      : null;
  const ready = dueProblem === null && (target === 'status' || list.length > 0);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const body: AssignFormRequest =
        target === 'emails'
          ? { version: publishedVersion, candidateEmails: list as [string, ...string[]], dueDate }
          : { version: publishedVersion, applicationStatus: status, dueDate };
      const { assigned } = await assign(body);
      toaster.create({ type: 'success', title: t('formBuilder.assign.done', { count: assigned, title }) });
      onClose();
    } catch (failure) {
      setError(studioError(failure, t)?.message ?? String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={({ open }) => !open && onClose()}
      title={t('formBuilder.assign.title', { title, version: publishedVersion })}
      cancelLabel={t('formBuilder.cancel')}
      confirmLabel={t('formBuilder.assign.confirm')}
      confirmPalette="brand"
      confirmDisabled={!ready}
      confirming={busy}
      onConfirm={() => void send()}
      testId="form-assign-dialog"
    >
      <Stack gap="4">
        <RadioGroup.Root value={target} onValueChange={(details) => setTarget(details.value as 'emails' | 'status')} size="sm">
          <Text id="assign-target" fontWeight="medium" fontSize="sm" mb="1">
            {t('formBuilder.assign.to')}
          </Text>
          <Stack gap="2" aria-labelledby="assign-target">
            <RadioGroup.Item value="emails">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t('formBuilder.assign.byEmail')}</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="status">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t('formBuilder.assign.byStatus')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
        {target === 'emails' ? (
          <Field.Root required>
            <Field.Label>{t('formBuilder.assign.emails')}</Field.Label>
            <Textarea rows={3} value={emails} onChange={(event) => setEmails(event.target.value)} spellCheck={false} />
            <Field.HelperText>{t('formBuilder.assign.emailsHelp', { count: list.length })}</Field.HelperText>
          </Field.Root>
        ) : (
          <LabelledSelect
            label={t('formBuilder.assign.status')}
            value={status}
            options={STATUSES.map((value) => ({ value, label: t(`formBuilder.assign.statuses.${value}`) }))}
            onChange={setStatus}
          />
        )}
        <Field.Root required invalid={dueProblem !== null}>
          <Field.Label>{t('formBuilder.assign.dueDate')}</Field.Label>
          <Input type="date" min={today} value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
          {dueProblem && <Field.ErrorText>{dueProblem}</Field.ErrorText>}
        </Field.Root>
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
