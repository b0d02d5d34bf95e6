import { useTranslation } from 'react-i18next';
import { profileEditFailure } from '../../../engine/home/profileEditFailure';
import { useProfileEdit, type ProfileEdit } from '../data/profileDetails';

/** A profile_edit call for one section, with the spec's failure message ready to show. */
export function useSectionEdit() {
  const { t } = useTranslation();
  const edit = useProfileEdit();
  const errorMessage = edit.isError ? t(profileEditFailure(edit.error).key) : null;
  return {
    save: (request: ProfileEdit, onSaved?: () => void) => edit.mutate(request, { onSuccess: () => onSaved?.() }),
    isSaving: edit.isPending,
    errorMessage,
    reset: edit.reset,
  };
}
