import { Button, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';

interface ConfirmDialogProps extends Omit<Dialog.RootProps, 'children' | 'role'> {
  title: ReactNode;
  /** The dialog's text, and any input the confirmation needs. */
  children: ReactNode;
  /** The button that opens the dialog, when it opens itself; else it is controlled with open and onOpenChange. */
  trigger?: ReactNode;
  /** The way back, which closes the dialog; without it the dialog can only be confirmed (the terms). */
  cancelLabel?: string;
  cancelDisabled?: boolean;
  confirmLabel: ReactNode;
  confirmPalette: ButtonProps['colorPalette'];
  confirmDisabled?: boolean;
  /** The confirmed action is under way: the button shows it and ignores presses. */
  confirming?: boolean;
  onConfirm: () => void;
  /** data-testid of the dialog's content. */
  testId?: string;
}

/**
 * A dialog that asks before an action (role alertdialog): a title, its text, then Cancel (closing it,
 * through the dialog's own close so focus returns where it was) and the action's button.
 */
export function ConfirmDialog({
  title,
  children,
  trigger,
  cancelLabel,
  cancelDisabled,
  confirmLabel,
  confirmPalette,
  confirmDisabled,
  confirming,
  onConfirm,
  testId,
  ...root
}: ConfirmDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is in a portal: React would carry the submit on to a form around where it is rendered.
    event.stopPropagation();
    if (!confirmDisabled && !confirming) onConfirm();
  };
  return (
    <Dialog.Root role="alertdialog" {...root}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            {/* A form, so Enter in a text input of the dialog confirms as the button does (not while it is disabled). */}
            <form onSubmit={submit} style={FORM_STYLE}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                {cancelLabel !== undefined && (
                  <Dialog.ActionTrigger asChild>
                    <Button type="button" variant="outline" disabled={cancelDisabled}>
                      {cancelLabel}
                    </Button>
                  </Dialog.ActionTrigger>
                )}
                <Button type="submit" colorPalette={confirmPalette} disabled={confirmDisabled} loading={confirming}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form adds no box: the dialog's header, body and footer stay the content's own rows. */
const FORM_STYLE: CSSProperties = { display: 'contents' };
