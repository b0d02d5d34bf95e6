import { lazyDialog } from '../shared/lazyDialog';
import type { AuthDialogProps } from './AuthDialog';
import { GoToLoginPage } from './GoToLoginPage';

/** The log-in dialog of the search widgets' log-in gate, loaded the first time it opens. */
export const LazyAuthDialog = lazyDialog<AuthDialogProps>(
  'AuthDialog',
  () => import('./AuthDialog').then((module) => ({ default: module.AuthDialog })),
  GoToLoginPage,
);
