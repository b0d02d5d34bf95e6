import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PageChoice } from '../../../../engine/forms/PageFormDefinition';
import type { CompiledField } from '../../../../engine/forms/CompiledForm';
import { reconcileChoices, sortChoices } from '../../../../engine/forms/reconcileChoices';
import { resolveApiEndpoint } from '../../../../engine/forms/resolveApiEndpoint';
import { useFormRuntime } from '../../controller/FormControllerContext';
import { useFormOptions } from '../../data/formOptions';

/** Option sources built into the portal (options.apiCall), served by the forms API. */
const API_CALL_ENDPOINTS: Readonly<Record<string, string>> = {
  countries: '/api/pcsx/form_options/countries',
  regions: '/api/pcsx/form_options/regions',
  states: '/api/pcsx/form_options/states',
};

export interface ChoicesState {
  readonly choices: readonly PageChoice[];
  /** Options are being fetched. */
  readonly loading: boolean;
  /** The endpoint names a parent question that has no answer yet. */
  readonly waitingForParent: boolean;
  readonly failed: boolean;
}

/**
 * The endpoint with its {parent} placeholders filled from the parents' answers; re-renders only when
 * one of those parents changes (a string snapshot, so equal URLs do not re-render).
 */
function useResolvedEndpoint(endpoint: string | undefined, parents: readonly string[]): string | undefined {
  const { store } = useFormRuntime().controller;
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = parents.map((parent) => store.subscribeField(parent, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, parents],
  );
  const get = useCallback(
    () =>
      endpoint === undefined ? undefined : resolveApiEndpoint(endpoint, Object.fromEntries(parents.map((name) => [name, store.getFieldSnapshot(name).value]))),
    [store, endpoint, parents],
  );
  return useSyncExternalStore(subscribe, get, get);
}

/** A choice question's options: fixed, or fetched from its apiEndpoint (cached indefinitely), sorted as configured. */
export function useChoices(field: CompiledField): ChoicesState {
  const options = field.definition.options;
  const endpoint = options?.apiEndpoint ?? (options?.apiCall === undefined ? undefined : API_CALL_ENDPOINTS[options.apiCall]);
  const url = useResolvedEndpoint(endpoint, field.optionDependencies);
  const query = useFormOptions(endpoint === undefined ? undefined : url);
  const source = endpoint === undefined ? options?.choices : query.data;
  const order = options?.choicesSortOrder;
  const choices = useMemo(() => sortChoices(source ?? [], order), [source, order]);
  return {
    choices,
    loading: endpoint !== undefined && url !== undefined && query.isPending,
    waitingForParent: endpoint !== undefined && url === undefined,
    failed: endpoint !== undefined && query.isError,
  };
}

/**
 * Applies the select rules once the options are known: an answer no longer among them is reset, a
 * sole N/A option is chosen and locked, no options at all is Not Applicable.
 */
export function useReconciledChoice(state: ChoicesState, value: unknown, onChange: (value: unknown) => void, multiple: boolean) {
  const ready = !state.loading && !state.waitingForParent && !state.failed;
  const result = useMemo(() => (ready ? reconcileChoices(value, state.choices, multiple) : undefined), [ready, value, state.choices, multiple]);
  useEffect(() => {
    if (result && result.value !== value && !(multiple && Array.isArray(value) && Array.isArray(result.value) && result.value.length === value.length))
      onChange(result.value);
  }, [result, value, onChange, multiple]);
  return { locked: result?.locked ?? false, notApplicable: result?.notApplicable ?? false };
}

/** The option whose value reads as `text` (an input's value is always text). */
export function choiceValue(choices: readonly PageChoice[], text: string): PageChoice['value'] | undefined {
  return choices.find((choice) => String(choice.value) === text)?.value;
}
