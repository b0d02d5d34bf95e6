import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readBootData } from './boot/readBootData';

const boot = readBootData(document);
const root = createRoot(document.getElementById('root')!);
// A transition lets React yield to the browser while it builds the first page, instead of one long
// task that blocks input (total blocking time on slow phones).
startTransition(() => {
  root.render(
    <StrictMode>
      <App boot={boot} />
    </StrictMode>,
  );
});
