import { fieldInputId } from './FieldRenderer';

/**
 * Moves focus to the input of the first question with a message (a list entry's key list.0.field
 * points into the entry). Waits a frame so a message that just appeared is in the page.
 */
export function focusFirstError(formId: string, key: string | undefined): void {
  if (key === undefined) return;
  const [name = key, index, entryField] = key.split('.');
  const id = entryField === undefined ? fieldInputId(formId, name) : `${fieldInputId(formId, name)}-${index}-${entryField}`;
  requestAnimationFrame(() => {
    const target =
      document.getElementById(id) ??
      document.getElementById(`${fieldInputId(formId, name)}-container`)?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  });
}
