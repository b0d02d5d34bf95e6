import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeInput } from '../../widgets/shared/NativeInput';
import { announce } from '../../widgets/shared/announce';
import { failureReason } from '../studio/studioApi';
import type { ThemeBuilderApi } from './themeBuilderApi';
import { tokenInputId } from './tokenLabel';
import type { TokenEditProps } from './tokenEdit';
import { TokenField } from './TokenField';

/** The file's content as base64 (what the images API takes). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * An image token: upload a file (the images API stores it where every server process reads it and
 * answers its address) or type an address; and its focal point (the section's focalX and focalY),
 * set by clicking the thumbnail or with the arrow keys on it (Shift: 10 at a time).
 */
export function ImageControl({
  address,
  label,
  value,
  onChange,
  api,
  focal,
}: TokenEditProps & { api: ThemeBuilderApi; focal: { x: number; y: number; xAddress: string; yAddress: string } }) {
  const { t } = useTranslation();
  const inputId = tokenInputId(address);
  const fileId = useId();
  const focalHelpId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const upload = async (chosen: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      const { url } = await api.uploadImage({ name: chosen.name, type: chosen.type, content: await readBase64(chosen) });
      onChange(address, url);
      announce(t('themeBuilder.image.uploaded'));
    } catch (error) {
      setUploadError(t('themeBuilder.image.uploadFailed', { reason: failureReason(error, t) }));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  const moveFocal = (x: number, y: number) => {
    if (clamp(x) !== focal.x) onChange(focal.xAddress, String(clamp(x)), true);
    if (clamp(y) !== focal.y) onChange(focal.yAddress, String(clamp(y)), true);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    moveFocal(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocal(focal.x + move[0], focal.y + move[1]);
  };
  return (
    <TokenField
      inputId={inputId}
      label={t('themeBuilder.image.url', { label })}
      isSet={value !== undefined}
      onReset={() => onChange(address, undefined)}
      error={uploadError ?? undefined}
    >
      <Stack gap="2">
        <NativeInput
          id={inputId}
          size="sm"
          type="url"
          value={value ?? ''}
          placeholder="https://…"
          onChange={(event) => onChange(address, event.target.value.trim() || undefined, true)}
        />
        <HStack gap="2">
          <chakra.label htmlFor={fileId} fontSize="sm">
            {t('themeBuilder.image.upload')}
          </chakra.label>
          <chakra.input
            ref={file}
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            fontSize="sm"
            minW="0"
            disabled={uploading}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) void upload(chosen);
            }}
          />
        </HStack>
        {uploading && (
          <Text fontSize="sm" role="status">
            {t('themeBuilder.image.uploading')}
          </Text>
        )}
        {value && (
          <Box
            role="group"
            tabIndex={0}
            aria-label={t('themeBuilder.image.focalPointLabel')}
            aria-describedby={focalHelpId}
            position="relative"
            cursor="crosshair"
            borderRadius="l2"
            overflow="hidden"
            borderWidth="1px"
            minH="6rem"
            bg="bg.muted"
            onClick={onClick}
            onKeyDown={onKeyDown}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <chakra.img src={value} alt="" display="block" w="full" maxH="10rem" objectFit="cover" />
            <Box
              aria-hidden="true"
              position="absolute"
              left={`${focal.x}%`}
              top={`${focal.y}%`}
              w="4"
              h="4"
              transform="translate(-50%, -50%)"
              borderRadius="full"
              borderWidth="2px"
              borderColor="white"
              bg="black/40"
              boxShadow="0 0 0 1px black"
            />
          </Box>
        )}
        {value && (
          <Text id={focalHelpId} fontSize="xs" color="fg.muted">
            {t('themeBuilder.image.focalPoint', { x: focal.x, y: focal.y })}
          </Text>
        )}
        {uploadError && (
          <Button size="2xs" variant="ghost" alignSelf="start" onClick={() => file.current?.click()}>
            {t('themeBuilder.retry')}
          </Button>
        )}
      </Stack>
    </TokenField>
  );
}
