import { Box, Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { Localized } from '../../../engine/i18n/localizedText';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../engine/i18n/localNumbers';
import { newSearch } from '../../../engine/search/searchTransitions';
import type { ResumeUploadProps } from '../../../schemas/generated/widgets/resumeUpload.props';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';
import { lazyDialog } from '../../shared/lazyDialog';
import { toaster } from '../../shared/toaster';
import { uploadResume, useResumes } from '../data/resumes';
import { useIsSearchPage, useSearchUrlState } from '../shared/useSearchPage';
import { useLoginGate } from '../shared/useLoginGate';

const ConfirmUpload = lazyDialog('confirm upload', () => import('./ConfirmUploadDialog'));

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Resume upload (spec section 4): pick a file (doc, docx, pdf, txt, png, jpg, jpeg), confirm, upload
 * with a progress indicator; then the profile, the search results, the shown position and the resume
 * list are refreshed, and an empty search location takes the candidate's location. Cancel closes the
 * confirmation; a failure says 'File could not be uploaded.'
 */
export default function ResumeUpload({ title, showResumeList = true }: Localized<ResumeUploadProps>) {
  const { t, i18n } = useTranslation();
  const api = useApiClient();
  const { domain, user } = usePortal();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { state, navigate, settings } = useSearchUrlState();
  const onSearchPage = useIsSearchPage();
  const resumes = useResumes();
  const { openLogin, dialog } = useLoginGate();
  const allowed = settings.allowedResumeFileTypes;

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadResume(api, domain, chosen),
    onSuccess: (result) => {
      toaster.create({ type: 'success', title: t('search.resumeUploaded') });
      void queryClient.invalidateQueries({ queryKey: ['search', 'resumes', domain] });
      void queryClient.invalidateQueries({ queryKey: ['search', 'results', domain] });
      void queryClient.invalidateQueries({ queryKey: ['search', 'position', domain] });
      void queryClient.invalidateQueries({ queryKey: ['search', 'matchDetails', domain] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      const location = result.candidate.location?.trim();
      if (onSearchPage && state.location === '' && location) navigate(newSearch(state, { query: state.query, location }, settings.engineConfig));
    },
    onError: () => {
      setError(t('search.fileUploadFailed'));
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError(null);
    if (!(allowed as readonly string[]).includes(extensionOf(chosen.name))) {
      setError(t('search.fileTypeNotAllowed', { types: formatList(allowed, i18n.language, 'disjunction') }));
      return;
    }
    setFile(chosen);
  };

  const latest = resumes.data?.slice(0, 3) ?? [];
  return (
    <Box as="section" aria-labelledby="resume-upload-heading" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id="resume-upload-heading" mb="2">
        {title ?? t('search.resumeHeading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('search.resumeHint', { types: formatList(allowed, i18n.language, 'disjunction') })}
      </Text>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={t('search.chooseResume')}
        accept={allowed.map((type) => `.${type}`).join(',')}
        onChange={choose}
        data-testid="resume-file-input"
      />
      {upload.isPending ? (
        <Progress.Root value={null} size="sm" aria-label={t('search.uploadingResume')}>
          <Progress.Label fontSize="sm" mb="1">
            {t('search.uploadingResume')}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : (
        <Button size="sm" onClick={() => (user.isLoggedIn ? inputRef.current?.click() : openLogin())}>
          {t('search.uploadResume')}
        </Button>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
      {showResumeList && latest.length > 0 && (
        <Stack as="ul" gap="1" mt="3" listStyleType="none" fontSize="sm" aria-label={t('search.yourResumes')}>
          {latest.map((resume) => (
            <li key={resume.id}>
              {resume.file_name}
              {resume.is_primary && (
                <Text as="span" color="fg.muted">
                  {' '}
                  · {t('search.primaryResume')}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      <ConfirmUpload
        open={file !== null}
        fileName={file?.name ?? ''}
        onCancel={() => setFile(null)}
        onConfirm={() => {
          if (!file) return;
          setFile(null);
          upload.mutate(file);
        }}
      />
      {dialog}
    </Box>
  );
}
