import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../engine/i18n/createI18n';
import { createPorticoSystem } from '../../src/app/createPorticoSystem';
import { ErrorScreen, type ErrorScreenProps } from '../../src/shell/ErrorScreen';

function renderErrorScreen(props: Partial<ErrorScreenProps> = {}) {
  const error = new RangeError('Invalid page size');
  render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={createI18n('en')}>
        <ErrorScreen error={error} showDetails={false} supportHref="mailto:careers@acme.com" {...props} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { error };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The first render loads Chakra and its emotion styles: seconds on a busy machine.
describe('ErrorScreen', { timeout: 30_000 }, () => {
  it('shows the exact texts of the spec', () => {
    renderErrorScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('The server encountered something unexpected that didnt allow it to complete the request.')).toBeInTheDocument();
    expect(screen.getByText('Our engineers have been notified and are working on it ASAP.')).toBeInTheDocument();
  });

  it('offers a way back and a link to contact support', () => {
    renderErrorScreen({ supportHref: 'mailto:careers@globex.com' });
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:careers@globex.com');
  });

  it('goes back in the browser history when Go back is pressed', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderErrorScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('hides the technical details from visitors', () => {
    renderErrorScreen({ showDetails: false });
    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-details')).not.toBeInTheDocument();
    expect(screen.queryByText(/Invalid page size/)).not.toBeInTheDocument();
  });

  it('shows the error name and message to admins', () => {
    renderErrorScreen({ showDetails: true });
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByTestId('error-details')).toHaveTextContent(/^RangeError: Invalid page size/);
  });

  it('shows something that is not an Error as text', () => {
    renderErrorScreen({ showDetails: true, error: 'plain failure' });
    expect(screen.getByTestId('error-details')).toHaveTextContent('plain failure');
  });
});
