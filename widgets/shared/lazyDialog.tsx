import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LeaveOutOnError } from './LeaveOutOnError';
import { lazyWidget } from './lazyWidget';

/**
 * A dialog whose chunk (with Chakra's dialog machinery: focus trap, scroll lock, portal) loads the
 * first time it opens, so pages that may never open it do not carry it; once loaded it stays mounted
 * so it can animate out. If it cannot load it is left out, or replaced by `fallback`.
 */
export function lazyDialog<P extends { open: boolean }>(chunk: string, load: () => Promise<{ default: ComponentType<P> }>, fallback?: ComponentType<P>) {
  const Dialog = lazyWidget(chunk, load);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    const Fallback = fallback as ComponentType<P & object> | undefined;
    const shownOnFailure: ReactNode = Fallback && props.open ? <Fallback {...(props as P & object)} /> : null;
    return (
      <LeaveOutOnError name={chunk} fallback={shownOnFailure}>
        <Suspense fallback={null}>
          <Dialog {...(props as P & object)} />
        </Suspense>
      </LeaveOutOnError>
    );
  }
  LazyDialog.displayName = `LazyDialog(${chunk})`;
  return LazyDialog;
}
