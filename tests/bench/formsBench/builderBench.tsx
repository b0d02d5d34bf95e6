import { ChakraProvider, Container } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler, useEffect, type ProfilerOnRenderCallback } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, loadAllStrings } from '../../../engine/i18n/createI18n';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/languages';
import { enToolAreas } from '../../../engine/i18n/locales/enToolAreas';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import type { formBuilderApi } from '../../../src/formBuilder/formBuilderApi';
import { FormEditor } from '../../../src/formBuilder/FormEditor';
import { LiveAnnouncer } from '../../../widgets/shared/announce';
import { builderBenchForm } from './benchForm';

/** The builder's calls, answered at once (nothing to save to: the bench measures the editor). */
const api: ReturnType<typeof formBuilderApi> = {
  list: async () => [],
  create: async () => ({ id: 'bench' }),
  draft: async () => ({ baseVersion: 1, definition: builderBenchForm() as never, errors: [] }),
  saveDraft: async () => ({ errors: [] }),
  publish: async () => ({ version: 2 }),
  assign: async () => ({ assigned: 0 }),
};

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** The real FormEditor on 1,000 questions, with the providers its page has (Chakra, i18n with the tools' strings, TanStack Query, the live region). */
export async function renderBuilderBench(root: Root, onRender: ProfilerOnRenderCallback, onReady: () => void): Promise<void> {
  await loadAllStrings();
  const i18n = createI18n('en');
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', enToolAreas, true, false);
  localStorage.clear();
  root.render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <LiveAnnouncer />
          <Container maxW="1600px" py="6" px="6">
            <Profiler id="builder" onRender={onRender}>
              <FormEditor
                api={api}
                domain="bench.example"
                formId="bench"
                editorId="bench"
                loaded={{ definition: builderBenchForm(), baseVersion: 1, errors: [] }}
                initialPublishedVersion={1}
                hadDraft={false}
              />
            </Profiler>
          </Container>
          <Ready onReady={onReady} />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}
