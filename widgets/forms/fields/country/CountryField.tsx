import { memo, useMemo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { SelectField } from '../select/SelectField';

/**
 * A country: the question's own options when it has them, else the portal's country list
 * (options.apiCall countries, served by the forms API), sorted by name.
 */
export const CountryField = memo(function CountryField(props: FieldWidgetProps) {
  const { field } = props;
  const options = field.definition.options;
  const withSource = useMemo(() => {
    if (options?.choices?.length || options?.apiEndpoint || options?.apiCall) return field;
    return {
      ...field,
      definition: { ...field.definition, options: { ...options, apiCall: 'countries', choicesSortOrder: options?.choicesSortOrder ?? 'asc' } },
    };
  }, [field, options]);
  return <SelectField {...props} field={withSource} />;
});
