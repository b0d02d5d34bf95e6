import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../engine/i18n/createI18n';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/languages';
import { enToolAreas } from '../../../engine/i18n/locales/enToolAreas';
import type { FieldDefinition } from '../../../schemas/generated/forms/form-definition';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import type { FieldEdits } from '../../../src/formBuilder/FieldProperties';
import '../../../widgets/shared/allChakraRecipes';
import { LiveAnnouncer } from '../../../widgets/shared/announce';

/**
 * Renders one part of the builder's properties panel as the panel does: the question held in state,
 * each change written back into it (the part sees what it wrote), the tool's strings loaded as its
 * chunk loads them, in the given direction. `writes` records every value the part hands over.
 */
export function renderPanelPart<T>(
  initial: FieldDefinition,
  part: (field: FieldDefinition, onChange: (value: T) => void) => ReactNode,
  apply: (field: FieldDefinition, value: T) => FieldDefinition,
  options: { dir?: 'ltr' | 'rtl' } = {},
) {
  const writes: T[] = [];
  const current: { field: FieldDefinition } = { field: initial };
  const i18n = createI18n('en');
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', enToolAreas, true, false);
  function Panel() {
    const [field, setField] = useState(initial);
    current.field = field;
    return (
      <div dir={options.dir ?? 'ltr'}>
        {part(field, (value) => {
          writes.push(value);
          setField((before) => apply(before, value));
        })}
      </div>
    );
  }
  const view = render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={i18n}>
        <Panel />
        <LiveAnnouncer />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, writes, current };
}

/** A change of the question, as the properties panel hands it over. */
export type FieldChange = (field: FieldDefinition) => FieldDefinition;

/** The question's edits for a panel rendered alone: changes and labels applied to the question, moves and renames ignored. */
export function panelEdits(onChange: (change: FieldChange) => void): FieldEdits {
  return {
    change: (change) => onChange(change),
    relabel: (label) => onChange((current) => ({ ...current, label })),
    rename: () => undefined,
    moveToSection: () => undefined,
    addChild: () => undefined,
    moveChild: () => undefined,
    removeChild: () => undefined,
  };
}
