import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedDefinition } from '../../engine/forms/localizedForm';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import { PorticoForm } from '../../widgets/forms/renderer/PorticoForm';
import { LeaveOutOnError } from '../../widgets/shared/LeaveOutOnError';
import { LabelledSelect } from '../studio/LabelledSelect';
import { useBuilderTexts } from './builderTexts';
import { PreviewFrame } from './PreviewFrame';

/** How long edits must pause before the preview renders the form again: typing stays within a frame however big the form. */
const PREVIEW_PAUSE_MS = 300;
/** How the preview shows the form: as a candidate, answers read-only, or at a phone's width. */
export const PREVIEW_MODES = ['candidate', 'view', 'phone'] as const;
type Mode = (typeof PREVIEW_MODES)[number];
/** The width of the phone frame (an iPhone SE's viewport). */
const PHONE_WIDTH = '375px';

/**
 * The form as candidates get it, rendered by the real form renderer (PorticoForm) from the draft:
 * answers typed here run the conditions and rules, and stay while the form is edited. The view mode
 * shows them read-only, confidential ones masked; the phone mode at a phone's width.
 */
export function BuilderPreview({ definition }: { definition: FormDefinition }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('candidate');
  const [shown, setShown] = useState(definition);
  const texts = useBuilderTexts();
  // The preview shows the texts of the language being edited, as a candidate of that language reads them.
  const page = useMemo(() => localizedDefinition(shown, texts.language, texts.defaultLanguage), [shown, texts]);
  const [revision, setRevision] = useState(0);
  const answers = useRef<Record<string, unknown>>({});
  useEffect(() => {
    if (definition === shown) return;
    const timer = setTimeout(() => {
      setShown(definition);
      setRevision((count) => count + 1);
    }, PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [definition, shown]);
  const remember = useCallback((read: () => Record<string, unknown>) => (answers.current = read()), []);
  const submit = useCallback(async () => ({ ok: true as const }), []);
  const startAgain = () => {
    answers.current = {};
    setRevision((count) => count + 1);
  };

  return (
    <Stack gap="3" data-testid="builder-preview">
      <HStack gap="3" align="end" wrap="wrap">
        <LabelledSelect
          label={t('formBuilder.preview.mode')}
          size="sm"
          value={mode}
          options={PREVIEW_MODES.map((value) => ({ value, label: t(`formBuilder.preview.modes.${value}`) }))}
          onChange={setMode}
        />
        <Button size="sm" variant="outline" onClick={startAgain}>
          {t('formBuilder.preview.clear')}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('formBuilder.preview.hint')}
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="1" w="full" overflowX="auto" data-preview-mode={mode}>
        <PreviewFrame width={mode === 'phone' ? PHONE_WIDTH : '100%'} title={t('formBuilder.preview.frameTitle')}>
          <Box p="3">
            <LeaveOutOnError
              key={`${revision}:${mode}`}
              name="form preview"
              fallback={
                <Text role="alert" color="fg.error">
                  {t('formBuilder.preview.failed')}
                </Text>
              }
            >
              <PorticoForm
                definition={page}
                initialValues={answers.current}
                viewMode={mode === 'view'}
                onValuesChange={remember}
                onSubmit={submit}
                submitLabel={t('formBuilder.preview.submit')}
                status={null}
              />
            </LeaveOutOnError>
          </Box>
        </PreviewFrame>
      </Box>
    </Stack>
  );
}
