import { describe, expect, it } from 'vitest';
import { choicesFromText } from '../../../../engine/forms/builder/choicesFromText';
import { en } from '../../../../engine/i18n/locales/enBundle';

describe('choicesFromText', () => {
  it('reads one column as label and value', () => {
    expect(choicesFromText('Yes\nNo')).toEqual({
      choices: [
        { label: 'Yes', value: 'Yes' },
        { label: 'No', value: 'No' },
      ],
      problems: [],
    });
  });

  it('reads two columns as label, value, from CSV or a spreadsheet (tabs)', () => {
    const expected = [
      { label: 'Full time', value: 'ft' },
      { label: 'Part time', value: 'pt' },
    ];
    expect(choicesFromText('Full time,ft\nPart time,pt').choices).toEqual(expected);
    expect(choicesFromText('Full time\tft\r\nPart time\tpt\r\n').choices).toEqual(expected);
  });

  it('keeps commas inside quotes and inside tab-separated cells', () => {
    expect(choicesFromText('"Yes, please",yes\n"Say ""no""",no').choices).toEqual([
      { label: 'Yes, please', value: 'yes' },
      { label: 'Say "no"', value: 'no' },
    ]);
    expect(choicesFromText('Yes, please\tyes').choices).toEqual([{ label: 'Yes, please', value: 'yes' }]);
  });

  it('skips a header row in any case, following its column order', () => {
    expect(choicesFromText('Label,Value\nYes,y').choices).toEqual([{ label: 'Yes', value: 'y' }]);
    expect(choicesFromText('VALUE\tlabel\ny\tYes').choices).toEqual([{ label: 'Yes', value: 'y' }]);
    expect(choicesFromText('label\nYes').choices).toEqual([{ label: 'Yes', value: 'Yes' }]);
  });

  it('skips blank rows, trims cells and fills an empty label or value from the other', () => {
    expect(choicesFromText('\n  Yes  , y \n\n   \n,n\nMaybe,\n').choices).toEqual([
      { label: 'Yes', value: 'y' },
      { label: 'n', value: 'n' },
      { label: 'Maybe', value: 'Maybe' },
    ]);
  });

  it('keeps values as text and ignores a third column', () => {
    expect(choicesFromText('One,1,extra\nTrue,true').choices).toEqual([
      { label: 'One', value: '1' },
      { label: 'True', value: 'true' },
    ]);
  });

  it('reports a duplicate value, naming both rows, and leaves the later row out', () => {
    const { choices, problems } = choicesFromText('label,value\nYes,y\nNo,n\nYep,y');
    expect(choices).toEqual([
      { label: 'Yes', value: 'y' },
      { label: 'No', value: 'n' },
    ]);
    expect(problems).toEqual([{ key: 'formBuilderRules.paste.duplicate', params: { row: 4, value: 'y', earlier: 2 } }]);
  });

  it('reports a value the existing choices already use when appending', () => {
    const { choices, problems } = choicesFromText('Yes\nNo', [{ label: 'No', value: 'No' }]);
    expect(choices).toEqual([{ label: 'Yes', value: 'Yes' }]);
    expect(problems).toEqual([{ key: 'formBuilderRules.paste.duplicateExisting', params: { row: 2, value: 'No' } }]);
  });

  it('reports an unclosed quote', () => {
    expect(choicesFromText('"Yes,y\nNo,n').problems.map((problem) => problem.key)).toContain('formBuilderRules.paste.unclosedQuote');
  });

  it('reads nothing from blank text', () => {
    expect(choicesFromText('  \n\t\n')).toEqual({ choices: [], problems: [] });
  });

  it('has English for every problem it reports', () => {
    const { paste } = en.formBuilderRules;
    for (const text of [paste.duplicate, paste.duplicateExisting, paste.unclosedQuote]) expect(text).toMatch(/^Row \{\{row\}\}: /);
  });
});
