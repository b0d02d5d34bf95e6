import type { FieldDefinition, FormDefinition } from '../../../schemas/generated/forms/form-definition';
import type { FormController } from '../../../engine/forms/FormController';
import { PorticoForm, type PorticoFormProps } from '../../../widgets/forms/renderer/PorticoForm';
import { installBrowserStubs, renderWithProviders, type RenderOptions } from '../renderWithProviders';

export function formOf(items: FieldDefinition[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'test-form',
    title: 'Test form',
    layout: 'simple',
    sections: [{ id: 'main', title: 'Main', items: items as FormDefinition['sections'][0]['items'] }],
    ...extra,
  };
}

/** Renders a Portico form in the app's providers; returns the controller and the fake fetch. */
export function renderForm(definition: FormDefinition, props: Partial<PorticoFormProps> = {}, options: RenderOptions = {}) {
  installBrowserStubs();
  const box: { controller?: FormController } = {};
  const rendered = renderWithProviders(
    () => <PorticoForm definition={definition} onSubmit={async () => ({ ok: true })} {...props} onController={(controller) => (box.controller = controller)} />,
    options,
  );
  return { ...rendered, box };
}
