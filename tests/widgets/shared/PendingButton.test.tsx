import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { announce, LiveAnnouncer } from '../../../widgets/shared/announce';
import { PendingButton } from '../../../widgets/shared/PendingButton';

const system = createPorticoSystem();

describe('PendingButton', () => {
  it('keeps the focus and its name while its action runs, and ignores presses until it is done', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ChakraProvider value={system}>
        <PendingButton pending={false} onClick={onClick}>
          Save job
        </PendingButton>
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save job' });
    button.focus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <ChakraProvider value={system}>
        <PendingButton pending onClick={onClick}>
          Save job
        </PendingButton>
      </ChakraProvider>,
    );
    const pending = screen.getByRole('button', { name: 'Save job' });
    expect(pending).toBe(button);
    expect(pending).not.toBeDisabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveFocus();
    fireEvent.click(pending);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('announce', () => {
  it('puts the message in the one polite live region, again when it repeats', async () => {
    render(
      <ChakraProvider value={system}>
        <LiveAnnouncer />
      </ChakraProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    announce('Job saved');
    await waitFor(() => expect(region).toHaveTextContent('Job saved'));
    announce('Job saved');
    expect(region).toHaveTextContent('');
    await waitFor(() => expect(region).toHaveTextContent('Job saved'));
  });
});
