import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveOutOnError } from '../../../widgets/shared/LeaveOutOnError';

function Broken(): never {
  throw new Error('Loading chunk NotificationPanel failed.');
}

describe('LeaveOutOnError', () => {
  it('leaves out a part that cannot render (or shows its fallback) and keeps the rest of the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>The page</p>
        <LeaveOutOnError name="panel">
          <Broken />
        </LeaveOutOnError>
        <LeaveOutOnError name="dialog" fallback={<p>Go to the log-in page</p>}>
          <Broken />
        </LeaveOutOnError>
        <LeaveOutOnError name="fine">
          <p>A part that works</p>
        </LeaveOutOnError>
      </main>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.getByText('Go to the log-in page')).toBeInTheDocument();
    expect(screen.getByText('A part that works')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('panel left out', expect.any(Error));
    vi.restoreAllMocks();
  });
});
