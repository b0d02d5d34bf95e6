import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportResumeProps } from '../../../schemas/generated/widgets/exportResume.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortal } from '../../shared/PortalContext';
import ProfileCompletion from '../profileCompletion/ProfileCompletion';

/**
 * Export resume (pages.exportResume): the profile as a PDF the candidate downloads
 * (GET /api/pcsx/export_resume). Fetched first so a failure shows here instead of a broken download.
 */
export default function ExportResume({ showCompletion = true }: WidgetComponentProps<ExportResumeProps>) {
  const { t } = useTranslation();
  const { domain, language } = usePortal();
  const [state, setState] = useState<'idle' | 'working' | 'failed' | 'done'>('idle');
  const download = async () => {
    setState('working');
    try {
      const params = new URLSearchParams({ format: 'pdf', domain, hl: language });
      const response = await fetch(`/api/pcsx/export_resume?${params.toString()}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`export_resume answered ${response.status}`);
      const blob = await response.blob();
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'resume.pdf';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('done');
    } catch (error) {
      console.warn('export resume failed', error);
      setState('failed');
    }
  };
  return (
    <Stack gap="6" maxW="3xl">
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t('home.export.title')}
            </Heading>
            <Text color="fg.muted">{t('home.export.description')}</Text>
            {state === 'failed' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t('home.export.failed')}</Alert.Title>
              </Alert.Root>
            )}
            {state === 'done' && (
              <Text role="status" color="green.fg">
                {t('home.export.done')}
              </Text>
            )}
            <Button alignSelf="start" colorPalette="brand" loading={state === 'working'} onClick={() => void download()}>
              {t('home.export.download')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      {showCompletion && <ProfileCompletion showMissing showEditLink />}
    </Stack>
  );
}
