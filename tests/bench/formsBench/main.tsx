import { ChakraProvider } from '@chakra-ui/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../engine/i18n/createI18n';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import '../../../widgets/shared/allChakraRecipes';
import { PorticoForm } from '../../../widgets/forms/renderer/PorticoForm';
import { plainBenchSchema, porticoBenchForm } from './benchForm';

declare global {
  interface Window {
    __benchReady?: boolean;
    __lastCommit?: number;
  }
}

const mode = new URLSearchParams(location.search).get('mode') ?? 'portico';
const onRender = () => {
  window.__lastCommit = performance.now();
};
const root = createRoot(document.getElementById('root') as HTMLElement);

function markReady() {
  requestAnimationFrame(() => requestAnimationFrame(() => (window.__benchReady = true)));
}

if (mode === 'builder') {
  // The form builder's editor (issue 18), loaded only in its mode: the other pages stay as they were.
  void import('./builderBench').then(({ renderBuilderBench }) => renderBuilderBench(root, onRender, markReady));
} else if (mode === 'baseline') {
  const schema = plainBenchSchema();
  root.render(
    <Profiler id="baseline" onRender={onRender}>
      <Form schema={schema} validator={validator} />
    </Profiler>,
  );
  markReady();
} else {
  const definition = porticoBenchForm();
  root.render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={createI18n('en')}>
        <Profiler id="portico" onRender={onRender}>
          <PorticoForm definition={definition} onSubmit={async () => ({ ok: true })} />
        </Profiler>
      </I18nextProvider>
    </ChakraProvider>,
  );
  markReady();
}
