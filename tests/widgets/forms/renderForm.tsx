import type { PageField, PageFormDefinition } from '../../../engine/forms/PageFormDefinition';
import type { FormController } from '../../../engine/forms/FormController';
import { PorticoForm, type PorticoFormProps } from '../../../widgets/forms/renderer/PorticoForm';
import { installBrowserStubs, renderWithProviders, type RenderOptions } from '../renderWithProviders';

export function formOf(items: PageField[], extra: Partial<PageFormDefinition> = {}): PageFormDefinition {
  return {
    id: 'test-form',
    title: 'Test form',
    layout: 'simple',
    sections: [{ id: 'main', title: 'Main', items: items as PageFormDefinition['sections'][0]['items'] }],
    ...extra,
  };
}

/** Renders a Portico form in the app's providers; returns the controller and the fake fetch. */
export function renderForm(definition: PageFormDefinition, props: Partial<PorticoFormProps> = {}, options: RenderOptions = {}) {
  installBrowserStubs();
  const box: { controller?: FormController } = {};
  const rendered = renderWithProviders(
    () => <PorticoForm definition={definition} onSubmit={async () => ({ ok: true })} {...props} onController={(controller) => (box.controller = controller)} />,
    options,
  );
  return { ...rendered, box };
}
