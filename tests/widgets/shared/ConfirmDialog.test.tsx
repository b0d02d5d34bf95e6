import { Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../widgets/shared/allChakraRecipes';
import { ConfirmDialog } from '../../../widgets/shared/ConfirmDialog';
import { renderWithProviders } from '../renderWithProviders';

function Named({ onConfirm, onOuterSubmit }: { onConfirm: (name: string) => void; onOuterSubmit: () => void }) {
  const [name, setName] = useState('');
  return (
    // A form around where the dialog is rendered: the dialog's submit must not reach it (the dialog is in a portal).
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onOuterSubmit();
      }}
    >
      <ConfirmDialog
        open
        title="Name it"
        cancelLabel="Cancel"
        confirmLabel="Create"
        confirmPalette="brand"
        confirmDisabled={!name}
        onConfirm={() => onConfirm(name)}
      >
        <Input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      </ConfirmDialog>
    </form>
  );
}

describe('ConfirmDialog', () => {
  it('confirms on Enter in its text input as its button does, not while the button is disabled, and not the form around it', async () => {
    const onConfirm = vi.fn();
    const onOuterSubmit = vi.fn();
    renderWithProviders(() => <Named onConfirm={onConfirm} onOuterSubmit={onOuterSubmit} />);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(name, 'Badge{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('Badge');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });
});
