import { Suspense } from 'react';
import { LeaveOutOnError } from '../../widgets/shared/LeaveOutOnError';
import { lazyWidget } from '../../widgets/shared/lazyWidget';

// Rendered on the server too (as nothing: the width is known in the browser), so its preload brings the strings and recipes as well.
const AssistantSidebar = lazyWidget('AssistantSidebar', () => import('./assistant/AssistantSidebar'), { beyondFirstPage: true });

/**
 * The assistant's place on the search page, for a visitor the employer offers it to
 * (engine/portal/assistantSettings.ts): the first page's script carries nothing more; the sidebar
 * (button, frame, bridge, and the check of the screen's width) loads after the page. A sidebar that
 * fails to load is logged and left out (spec: init failures are logged only).
 */
export function AssistantLauncher() {
  return (
    <LeaveOutOnError name="assistant">
      <Suspense fallback={null}>
        <AssistantSidebar />
      </Suspense>
    </LeaveOutOnError>
  );
}
