import { Button, Loader, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface PendingButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The button's action is under way: it shows a spinner and ignores presses. */
  pending: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that keeps its focus while its action runs. Chakra's `loading` sets `disabled`, and a
 * browser moves the focus of a disabled button to the page body; this one is only aria-disabled
 * (looks and reads as unavailable) and ignores presses until the action is done, keeping its name.
 */
export function PendingButton({ pending, onClick, children, ...rest }: PendingButtonProps) {
  return (
    <Button
      {...rest}
      aria-disabled={pending || rest['aria-disabled'] || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (!pending) onClick?.(event);
      }}
    >
      {pending ? <Loader text={children}>{children}</Loader> : children}
    </Button>
  );
}
