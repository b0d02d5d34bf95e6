import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSection } from '../../../schemas/generated/api/profile';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { EntryForm, type EntryField } from './EntryForm';
import { fromEntryValues, toEntryValues } from './entryValues';
import { SectionCard } from './SectionCard';
import { useSectionEdit } from './useSectionEdit';

export interface ListSectionProps<T extends object> {
  section: Extract<ProfileSection, 'experience' | 'education' | 'links'>;
  title: string;
  entries: T[];
  fields: EntryField[];
  heading: (entry: T) => string;
  info: (entry: T) => string;
  addLabel: string;
}

/** A profile section made of entries (experience, education, links): add, edit and delete each through profile_edit; the fields give each entry's shape. */
export function ListSection<T extends object>({ section, title, entries, fields, heading, info, addLabel }: ListSectionProps<T>) {
  const { t } = useTranslation();
  const { save, isSaving, errorMessage, reset } = useSectionEdit();
  // null: no form open; -1: adding; n: editing entry n.
  const [editing, setEditing] = useState<number | null>(null);
  // The entry whose Delete asks to be confirmed (a deleted entry cannot be brought back).
  const [deleting, setDeleting] = useState<number | null>(null);
  const removed = deleting === null ? undefined : entries[deleting];
  // The id of the button the focus goes back to when what it opened closes: Add or an entry's Edit after
  // their form (saved or cancelled), an entry's Delete after its dialog, or Add once the entry is deleted.
  const focusBack = useRef<string | null>(null);
  const buttonId = (action: 'add' | 'edit' | 'delete', index?: number) => `${section}-${action}${index === undefined ? '' : `-${index}`}`;
  useEffect(() => {
    if (editing !== null || !focusBack.current) return;
    document.getElementById(focusBack.current)?.focus();
    focusBack.current = null;
  }, [editing]);
  const open = (index: number) => {
    focusBack.current = index === -1 ? buttonId('add') : buttonId('edit', index);
    setEditing(index);
  };
  const close = () => {
    setEditing(null);
    reset();
  };
  return (
    <SectionCard
      id={section}
      title={title}
      error={errorMessage}
      actions={
        editing === null && (
          <Button id={buttonId('add')} size="sm" variant="outline" onClick={() => open(-1)}>
            {addLabel}
          </Button>
        )
      }
    >
      {editing === -1 && (
        <EntryForm
          idPrefix={`${section}-new`}
          fields={fields}
          initial={toEntryValues(fields, undefined)}
          isSaving={isSaving}
          submitLabel={t('home.profile.save')}
          onCancel={close}
          onSubmit={(values) => save({ op_section: section, operation: 'add', op_data: { value: fromEntryValues(fields, values) } }, close)}
        />
      )}
      {entries.length === 0 && editing !== -1 && <Text color="fg.muted">{t('home.profile.emptySection')}</Text>}
      <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
        {entries.map((entry, index) => (
          <li key={`${heading(entry)}-${index}`}>
            {editing === index ? (
              <EntryForm
                idPrefix={`${section}-${index}`}
                fields={fields}
                initial={toEntryValues(fields, entry)}
                isSaving={isSaving}
                submitLabel={t('home.profile.save')}
                onCancel={close}
                onSubmit={(values) => save({ op_section: section, operation: 'update', op_data: { value: fromEntryValues(fields, values), index } }, close)}
              />
            ) : (
              <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                <Stack gap="0" minW="0" flex="1">
                  <Text fontWeight="semibold">{heading(entry)}</Text>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                    {info(entry)}
                  </Text>
                </Stack>
                {editing === null && (
                  <HStack gap="2">
                    <Button
                      id={buttonId('edit', index)}
                      size="xs"
                      variant="ghost"
                      aria-label={t('home.profile.editNamed', { name: heading(entry) })}
                      onClick={() => open(index)}
                    >
                      {t('home.profile.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      loading={isSaving}
                      aria-label={t('home.profile.deleteNamed', { name: heading(entry) })}
                      id={buttonId('delete', index)}
                      onClick={() => {
                        focusBack.current = buttonId('delete', index);
                        setDeleting(index);
                      }}
                    >
                      {t('home.profile.delete')}
                    </Button>
                  </HStack>
                )}
              </HStack>
            )}
          </li>
        ))}
      </Stack>
      <ConfirmDialog
        open={removed !== undefined}
        onOpenChange={({ open }) => !open && setDeleting(null)}
        finalFocusEl={() => (focusBack.current ? document.getElementById(focusBack.current) : null)}
        title={removed ? t('home.profile.deleteNamed', { name: heading(removed) }) : ''}
        cancelLabel={t('home.profile.cancel')}
        confirmLabel={t('home.profile.delete')}
        confirmPalette="red"
        confirming={isSaving}
        onConfirm={() =>
          save({ op_section: section, operation: 'delete', op_data: { index: deleting! } }, () => {
            focusBack.current = buttonId('add');
            setDeleting(null);
          })
        }
      >
        {removed && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {info(removed)}
          </Text>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
