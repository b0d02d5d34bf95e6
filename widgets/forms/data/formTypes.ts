import type { PageFormDefinition } from '../../../engine/forms/PageFormDefinition';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';

export type FormStatus = 'pending' | 'draft' | 'submitted';

export interface FormSummary {
  id: string;
  title: string;
  description?: string;
  status: FormStatus;
  updated_at?: string;
  due_date?: string;
}

export interface FormsTab {
  id: string;
  title: string;
}

export interface FormsList {
  tabs?: FormsTab[];
  forms: FormSummary[];
}

/** One form as the server hands it out: the definition, the saved draft or submission, and whether it can still be edited. */
export interface LoadedForm {
  id: string;
  title: string;
  layout: 'simple' | 'stepper' | 'htmlContent' | string;
  /** The definition with its texts in the page's language. */
  definition: PageFormDefinition;
  /** Admins of a preboarding form: the definition as written (texts may be maps by language), which the editor edits. */
  source?: FormDefinition;
  /** With source: the language whose texts the editor edits (the employer's default). */
  text_language?: string;
  values: Record<string, unknown>;
  /** A page rendered on the server: the questions whose confidential answers were left out of values (FormPage fills them in). */
  withheld?: string[];
  status: FormStatus;
  readonly: boolean;
}

export interface ApplyForm {
  position: { id: string; name: string };
  form: LoadedForm;
}

/** A submission the server refused (422 invalid_submission): the message of each question. */
export interface SubmissionRefusal {
  message?: string;
  error_code?: string;
  field_errors?: Record<string, string>;
}
