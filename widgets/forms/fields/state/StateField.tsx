import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { SelectField } from '../select/SelectField';

/**
 * A state, province or region: usually options.apiEndpoint with the country's value as placeholder
 * (/api/pcsx/form_options/states?country={country}); nothing loads until the country is chosen, and a
 * country without regions shows Not Applicable.
 */
export const StateField = memo(function StateField(props: FieldWidgetProps) {
  return <SelectField {...props} />;
});
