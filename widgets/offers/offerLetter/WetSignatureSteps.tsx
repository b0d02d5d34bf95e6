import { Button, Field, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferFormActions } from './OfferFormActions';
import { validateSignedUpload } from '../../../engine/offers/validateSignedUpload';
import type { OfferDocument } from '../../../schemas/generated/api/offers';
import { useMessageText } from '../../shared/useMessageText';
import { useDownload } from './useDownload';

export interface WetSignatureStepsProps {
  doc: OfferDocument;
  isAts: boolean;
  busy: boolean;
  onView: () => void;
  onSubmit: (file: File) => void;
  onDecline: () => void;
}

/** Wet signature in three steps: Review job offer (View, Download); Print & sign or sign digitally; Upload signed document. */
export function WetSignatureSteps({ doc, isAts, busy, onView, onSubmit, onDecline }: WetSignatureStepsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const download = useDownload();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const check = (chosen: readonly File[]): boolean => {
    const found = validateSignedUpload(chosen);
    setError(found ? text(found) : null);
    return found === null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check(files)) onSubmit(files[0]!);
  };

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="5">
      <Heading as="h3" size="md" id={headingId}>
        {t('offers.letter.stepsHeading')}
      </Heading>
      <List.Root as="ol" gap="5" listStyleType="none">
        <List.Item>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('offers.letter.stepLabel', { number: 1 })}: {t('offers.letter.stepReview')}
            </Heading>
            <Text>{t('offers.letter.stepReviewText')}</Text>
            <HStack gap="3" wrap="wrap">
              <Button size="sm" variant="outline" onClick={onView}>
                {t('offers.view')}
              </Button>
              {!isAts && (
                <Button size="sm" variant="outline" onClick={() => void download(doc)} aria-label={t('offers.letter.downloadLabel', { name: doc.name })}>
                  {t('offers.letter.download')}
                </Button>
              )}
            </HStack>
          </Stack>
        </List.Item>
        <List.Item>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t('offers.letter.stepLabel', { number: 2 })}: {t('offers.letter.stepSign')}
            </Heading>
            <Text>{t('offers.letter.stepSignText')}</Text>
          </Stack>
        </List.Item>
        <List.Item>
          <form onSubmit={submit} noValidate>
            <Stack gap="3">
              <Heading as="h4" size="sm">
                {t('offers.letter.stepLabel', { number: 3 })}: {t('offers.letter.stepUpload')}
              </Heading>
              <Field.Root invalid={Boolean(error)} required>
                <Field.Label htmlFor={inputId}>
                  {t('offers.letter.uploadLabel')}
                  <Field.RequiredIndicator />
                </Field.Label>
                {/* multiple: a second file is refused with the spec's message instead of silently replacing the first. */}
                <input
                  ref={input}
                  id={inputId}
                  type="file"
                  style={{ maxWidth: '100%' }}
                  name="signed_document"
                  accept="application/pdf,.pdf"
                  multiple
                  onChange={(event) => {
                    const chosen = Array.from(event.target.files ?? []);
                    setFiles(chosen);
                    check(chosen);
                  }}
                />
                {files.length === 1 && !error && <Field.HelperText>{t('offers.letter.uploadChosen', { name: files[0]!.name })}</Field.HelperText>}
                {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
              </Field.Root>
              <OfferFormActions busy={busy} onDecline={() => check(files) && onDecline()} />
            </Stack>
          </form>
        </List.Item>
      </List.Root>
    </Stack>
  );
}
