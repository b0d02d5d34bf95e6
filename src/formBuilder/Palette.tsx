import { Box, Button, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useDraggable } from '@dnd-kit/core';
import { memo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../../schemas/generated/forms/form-definition';

/** The palette's groups: every field type of the toolkit, once. */
export const PALETTE_GROUPS: readonly { id: string; types: readonly FieldType[] }[] = [
  { id: 'text', types: ['text', 'textarea', 'email', 'number', 'phone', 'ssn', 'sin'] },
  { id: 'choices', types: ['dropdown', 'select', 'radio', 'checkbox', 'checkboxItem', 'country', 'state', 'skillSelector', 'star_rating'] },
  { id: 'dates', types: ['date', 'dateRange'] },
  { id: 'files', types: ['file_upload', 'fileUpload', 'embedded_form', 'esignForm'] },
  { id: 'other', types: ['dynamicList', 'info', 'instruction'] },
];

export const paletteDragId = (type: FieldType) => `palette:${type}`;

/** How far the pointer moves, pressed, before a palette button is dragged rather than clicked. */
const DRAG_DISTANCE = 4;

function PaletteButton({ type, onAdd }: { type: FieldType; onAdd: (type: FieldType) => void }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteDragId(type), data: { paletteType: type } });
  const startDrag = listeners?.onPointerDown as ((event: PointerEvent<HTMLButtonElement>) => void) | undefined;
  return <PaletteButtonView type={type} onAdd={onAdd} setNodeRef={setNodeRef} startDrag={startDrag} isDragging={isDragging} />;
}

/** A palette button as it shows: dnd-kit renders PaletteButton at each step of any drag, this only when it changes. */
const PaletteButtonView = memo(function PaletteButtonView({
  type,
  onAdd,
  setNodeRef,
  startDrag,
  isDragging,
}: {
  type: FieldType;
  onAdd: (type: FieldType) => void;
  setNodeRef: (node: HTMLElement | null) => void;
  startDrag: ((event: PointerEvent<HTMLButtonElement>) => void) | undefined;
  isDragging: boolean;
}) {
  const { t } = useTranslation();
  // A click (or Enter) adds at the selected place; a pointer drag drops where it is let go. The drag
  // is handed to dnd-kit only once the pointer has moved: dnd-kit's own press handling renders every
  // sortable of the canvas, which a click has no need of.
  const pressed = useRef<PointerEvent<HTMLButtonElement> | null>(null);
  return (
    <Button
      ref={setNodeRef}
      onPointerDown={(event) => {
        pressed.current = event.button === 0 && event.isPrimary ? event : null;
      }}
      onPointerMove={(event) => {
        const start = pressed.current;
        if (!start || Math.hypot(event.clientX - start.clientX, event.clientY - start.clientY) < DRAG_DISTANCE) return;
        pressed.current = null;
        startDrag?.(start);
      }}
      onPointerUp={() => (pressed.current = null)}
      size="xs"
      variant="outline"
      justifyContent="start"
      opacity={isDragging ? 0.5 : 1}
      data-field-type={type}
      aria-label={t('formBuilder.palette.add', { type: t(`formBuilder.types.${type}`) })}
      onClick={() => onAdd(type)}
    >
      {t(`formBuilder.types.${type}`)}
    </Button>
  );
});

/** The question types to add: by click or Enter at the selected place, or dragged into a section. */
export const Palette = memo(function Palette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  const { t } = useTranslation();
  // On a phone the palette folds away above the sections; beside them it is always open.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const [open, setOpen] = useState(false);
  const groups = (
    <Stack gap="3" mt="2">
      {PALETTE_GROUPS.map((group) => (
        <Box key={group.id} role="group" aria-labelledby={`palette-group-${group.id}`}>
          <Text id={`palette-group-${group.id}`} fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" mb="1">
            {t(`formBuilder.palette.groups.${group.id}`)}
          </Text>
          <Stack gap="1">
            {group.types.map((type) => (
              <PaletteButton key={type} type={type} onAdd={onAdd} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
  return (
    <Box as="nav" aria-labelledby="form-builder-palette" data-testid="form-builder-palette">
      <Heading as="h2" size="sm" id="form-builder-palette" mb="1">
        {wide ? (
          t('formBuilder.palette.title')
        ) : (
          <Button variant="outline" size="sm" w="full" justifyContent="space-between" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('formBuilder.palette.title')}
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </Button>
        )}
      </Heading>
      {(wide || open) && (
        <>
          <Text fontSize="xs" color="fg.muted">
            {t('formBuilder.palette.hint')}
          </Text>
          {groups}
        </>
      )}
    </Box>
  );
});
