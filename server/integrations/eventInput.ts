import type { ConfigError } from '../../engine/config/ConfigError';
import type { ApplicationInput, InterviewInput } from '../../schemas/generated/api/integrations';
import { checkIntegrationSchema } from './positionInput';

type Checked<T> = { ok: true; value: T } | { ok: false; errors: ConfigError[] };

/** An application as sent, checked against ApplicationInput; its errors by JSON pointer. */
export const checkApplicationInput = (input: unknown): Checked<ApplicationInput> => checkIntegrationSchema<ApplicationInput>('ApplicationInput', input);

/** An interview as sent, checked against InterviewInput and the rule the schema cannot say (it ends after it starts). */
export function checkInterviewInput(input: unknown): Checked<InterviewInput> {
  const checked = checkIntegrationSchema<InterviewInput>('InterviewInput', input);
  if (checked.ok && Date.parse(checked.value.endsAt) <= Date.parse(checked.value.startsAt))
    return { ok: false, errors: [{ pointer: '/endsAt', message: 'must be after startsAt' }] };
  return checked;
}
