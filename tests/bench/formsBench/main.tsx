import { ChakraProvider } from '@chakra-ui/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { Profiler, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, loadAllStrings } from '../../../engine/i18n/createI18n';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import '../../../widgets/shared/allChakraRecipes';
import { PorticoForm } from '../../../widgets/forms/renderer/PorticoForm';
import { plainBenchSchema, porticoBenchForm } from './benchForm';

declare global {
  interface Window {
    __benchReady?: boolean;
    __lastCommit?: number;
    /** performance.now() when the form was given to React, and the milliseconds from then to its first frame painted. */
    __renderStart?: number;
    __firstRender?: number;
  }
}

const mode = new URLSearchParams(location.search).get('mode') ?? 'portico';
const onRender = () => {
  window.__lastCommit = performance.now();
};
const root = createRoot(document.getElementById('root') as HTMLElement);

/** Ready once the frame that shows the form is painted: a task posted from that frame's animation callback runs after its layout and paint. */
function markReady() {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      window.__firstRender = performance.now() - (window.__renderStart ?? 0);
      window.__benchReady = true;
    };
    channel.port2.postMessage(null);
  });
}

/** Rendered after the form: its effect runs once the form's first render is committed. */
function ReadyProbe() {
  useEffect(markReady, []);
  return null;
}

if (mode === 'builder') {
  // The form builder's editor (issue 18), loaded only in its mode: the other pages stay as they were.
  void import('./builderBench').then(({ renderBuilderBench }) => renderBuilderBench(root, onRender, markReady));
} else if (mode === 'baseline') {
  const schema = plainBenchSchema();
  window.__renderStart = performance.now();
  root.render(
    <Profiler id="baseline" onRender={onRender}>
      <Form schema={schema} validator={validator} />
      <ReadyProbe />
    </Profiler>,
  );
} else {
  // The app's style system and strings (the forms' come with the first lazy widget) exist before any
  // form renders: made before the clock starts. (Not a top-level await: the strings' chunk imports this
  // entry's chunk, which would wait for itself.)
  void loadAllStrings().then(renderPortico);
}

function renderPortico() {
  const definition = porticoBenchForm();
  const system = createPorticoSystem();
  const i18n = createI18n('en');
  window.__renderStart = performance.now();
  root.render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <Profiler id="portico" onRender={onRender}>
          <PorticoForm definition={definition} onSubmit={async () => ({ ok: true })} />
          <ReadyProbe />
        </Profiler>
      </I18nextProvider>
    </ChakraProvider>,
  );
}
