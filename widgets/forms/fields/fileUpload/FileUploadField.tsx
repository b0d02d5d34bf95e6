import { Box, Button, HStack, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../../engine/i18n/localNumbers';
import { ALLOWED_UPLOAD_TYPES } from '../../../../engine/forms/formConstants';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import type { UploadedFile } from '../../../../engine/forms/rules/fileRules';
import { formatFileSize, readFile } from './readFile';

const ACCEPT = ALLOWED_UPLOAD_TYPES.map((extension) => `.${extension}`).join(',');

interface Pending {
  readonly key: string;
  readonly name: string;
  readonly percent: number;
}

function asFiles(value: unknown): UploadedFile[] {
  return Array.isArray(value) ? (value as UploadedFile[]) : [];
}

/**
 * Files (doc, docx, pdf, txt, png, jpg, jpeg), read in the browser with a progress bar each and kept
 * in the answer as base64. The count and size rules are checked as soon as files are added.
 */
export const FileUploadField = memo(function FileUploadField(props: FieldWidgetProps) {
  const { t, i18n } = useTranslation();
  const { field, id, value, onChange, onBlur, disabled, describedBy, invalid, required } = props;
  const files = asFiles(value);
  const latest = useRef(files);
  latest.current = files;
  const [pending, setPending] = useState<Pending[]>([]);
  const [failed, setFailed] = useState<string[]>([]);

  const addFiles = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setFailed([]);
    const chosen = [...list];
    const keys = chosen.map((file, index) => `${file.name}-${index}-${Date.now()}`);
    setPending((current) => [...current, ...chosen.map((file, index) => ({ key: keys[index] as string, name: file.name, percent: 0 }))]);
    const results = await Promise.allSettled(
      chosen.map((file, index) =>
        readFile(file, (percent) => setPending((current) => current.map((item) => (item.key === keys[index] ? { ...item, percent } : item)))),
      ),
    );
    setPending((current) => current.filter((item) => !keys.includes(item.key)));
    const read = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    setFailed(results.flatMap((result, index) => (result.status === 'rejected' ? [chosen[index]?.name ?? ''] : [])));
    if (read.length > 0) onChange([...latest.current, ...read]);
    onBlur();
  };

  return (
    <Stack gap="2">
      <Box>
        <chakra.input
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-label={field.definition.ariaLabel}
          fontSize="sm"
          onChange={(event) => {
            void addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('forms.files.allowed', { types: formatList(ALLOWED_UPLOAD_TYPES, i18n.language) })}
        </Text>
      </Box>
      {pending.map((item) => (
        <Stack key={item.key} gap="1">
          <Text fontSize="sm">{t('forms.files.reading', { name: item.name })}</Text>
          <Progress.Root value={item.percent} size="sm">
            <Progress.Track aria-label={t('forms.files.progress', { name: item.name })}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      ))}
      {failed.length > 0 ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('forms.files.failed')} {formatList(failed, i18n.language)}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <chakra.ul listStyleType="none" m="0" p="0" aria-label={t('forms.files.list')}>
          {files.map((file) => (
            <chakra.li key={file.uid} py="1">
              <HStack justify="space-between" gap="2">
                <Text fontSize="sm" truncate>
                  {file.name} <chakra.span color="fg.muted">({formatFileSize(file.size)})</chakra.span>
                </Text>
                {disabled ? null : (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('forms.files.remove', { name: file.name })}
                    onClick={() => {
                      onChange(files.filter((other) => other.uid !== file.uid));
                      onBlur();
                    }}
                  >
                    {t('forms.files.removeShort')}
                  </Button>
                )}
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
    </Stack>
  );
});
