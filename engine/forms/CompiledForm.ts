import type { PageField, PageFieldRule, PageFormDefinition, PageFormSection } from './PageFormDefinition';
import type { RjsfSchema, RjsfUiSchema } from './fieldSchema';
import type { FieldValidator } from './rules/RuleContext';

/** A visibility rule and the fields it reads: the field's own visibleFn, or its section's. */
export interface VisibilityCondition {
  readonly rule: unknown;
  readonly dependencies: readonly string[];
  /** Where the rule is written, e.g. /sections/2/visibleFn. */
  readonly pointer: string;
}

/** One question of a compiled form, with everything needed to show, hide and check it. */
export interface CompiledField {
  readonly name: string;
  readonly definition: PageField;
  /** JSON Pointer of the field definition, e.g. /sections/0/items/3 (nested: …/items/3/items/0). */
  readonly pointer: string;
  readonly sectionId: string;
  readonly sectionIndex: number;
  /** The fields the question depends on: its dependencies as written, else those its visibleFn reads. */
  readonly dependencies: readonly string[];
  /** Parents named by {placeholders} of options.apiEndpoint: their change reloads the options. */
  readonly optionDependencies: readonly string[];
  /** Fields its rules compare against (date_comparison), and top-level fields read by a list entry's fields. */
  readonly ruleDependencies: readonly string[];
  /** The fields that depend directly on this one, in any of the three ways above. */
  readonly dependants: readonly string[];
  /** The section's visibleFn (if any), then the field's own. */
  readonly conditions: readonly VisibilityCondition[];
  readonly rules: readonly PageFieldRule[];
  /** Whether an answer is needed (required: true, or a required rule). */
  readonly required: boolean;
  /** Runs before the other checks; set when required. */
  readonly requiredValidator: FieldValidator | undefined;
  /** The type's own checks, then one per rule, in order. */
  readonly validators: readonly FieldValidator[];
  /** The checks a draft is held to: the type's bounds and the rules that are upper bounds (validateDraft). */
  readonly draftValidators: readonly FieldValidator[];
  /** dynamicList only: the fields of one entry. */
  readonly itemFields: readonly CompiledField[];
  /** dynamicList only: the fewest and most entries (minLength and maxLength, from the field or its rules). */
  readonly listLimits: { readonly min: number; readonly max: number | undefined } | undefined;
}

/** One section, which a stepper shows as one step, with its own stable RJSF schema. */
export interface CompiledStep {
  readonly id: string;
  readonly index: number;
  readonly title: string;
  readonly description: string | undefined;
  readonly pointer: string;
  readonly section: PageFormSection;
  /** The section's visibleFn, if it has one. */
  readonly condition: VisibilityCondition | undefined;
  readonly fieldNames: readonly string[];
  readonly schema: RjsfSchema;
  readonly uiSchema: RjsfUiSchema;
}

/**
 * A form definition compiled once: the RJSF schema and uiSchema of the whole form and of each step
 * (stable objects: the same references for as long as the form lives), and the field index.
 */
export interface CompiledForm {
  readonly definition: PageFormDefinition;
  readonly id: string;
  readonly title: string;
  readonly layout: PageFormDefinition['layout'];
  readonly schema: RjsfSchema;
  readonly uiSchema: RjsfUiSchema;
  readonly steps: readonly CompiledStep[];
  readonly fields: ReadonlyMap<string, CompiledField>;
  /** Top-level field names in form order. */
  readonly fieldNames: readonly string[];
  /** Top-level field names with every field after the fields it depends on (cycles, reported as errors, last). */
  readonly evaluationOrder: readonly string[];
}
