import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../../../widgets/shared/lazyDialog';

vi.mock('../../../widgets/shared/allChakraRecipes', () => ({}));

interface Props {
  open: boolean;
  label: string;
}

function Shown({ open, label }: Props) {
  return open ? <p>{label}</p> : <p>closing</p>;
}

describe('lazyDialog', () => {
  it('loads its chunk only when first opened, and stays mounted after closing', async () => {
    const load = vi.fn(async () => ({ default: Shown }));
    const Dialog = lazyDialog<Props>('test dialog', load);
    const { rerender } = render(<Dialog open={false} label="Hello" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Hello')).toBeNull();
    rerender(<Dialog open label="Hello" />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Dialog open={false} label="Hello" />);
    expect(screen.getByText('closing')).toBeInTheDocument();
  });

  it('shows its fallback while open when the chunk cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Dialog = lazyDialog<Props>(
      'failing dialog',
      () => Promise.reject(new Error('Failed to fetch dynamically imported module: /gen/js/x.js')),
      ({ label }) => <p>Fallback for {label}</p>,
    );
    await act(async () => {
      render(<Dialog open label="log in" />);
    });
    expect(await screen.findByText('Fallback for log in')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
