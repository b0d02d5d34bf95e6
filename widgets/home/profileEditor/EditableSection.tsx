import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileEdit } from '../data/profileDetails';
import { EntryForm, type EntryField, type EntryValues } from './EntryForm';
import { SectionCard } from './SectionCard';
import { useSectionEdit } from './useSectionEdit';

/**
 * A profile section edited as a whole (basic info, summary): Edit opens its form in place of what it
 * shows, Save sends one profile_edit and closes it once saved, Cancel closes it and clears a failure.
 */
export function EditableSection({
  id,
  idPrefix,
  title,
  fields,
  initial,
  toEdit,
  children,
}: {
  id: string;
  /** Prefix of the form's input ids. */
  idPrefix: string;
  title: string;
  fields: EntryField[];
  initial: EntryValues;
  toEdit: (values: EntryValues) => ProfileEdit;
  /** What the section shows while it is not being edited. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { save, isSaving, errorMessage, reset } = useSectionEdit();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Closed (saved or cancelled): the focus goes back to Edit, which comes back in the form's place.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const close = () => {
    refocus.current = true;
    setEditing(false);
    reset();
  };
  return (
    <SectionCard
      id={id}
      title={title}
      error={errorMessage}
      actions={
        !editing && (
          <Button ref={editButton} size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={t('home.profile.editNamed', { name: title })}>
            {t('home.profile.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <EntryForm
          idPrefix={idPrefix}
          fields={fields}
          initial={initial}
          isSaving={isSaving}
          submitLabel={t('home.profile.save')}
          onCancel={close}
          onSubmit={(values) => save(toEdit(values), close)}
        />
      ) : (
        children
      )}
    </SectionCard>
  );
}
