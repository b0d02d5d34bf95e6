import { describe, expect, it } from 'vitest';
import type { PageFormDefinition } from '../../../engine/forms/PageFormDefinition';
import { confidentialAnswerNames, withholdConfidential } from '../../../engine/forms/withholdConfidential';

const definition = {
  id: 'f',
  title: 'F',
  sections: [
    {
      id: 'a',
      title: 'A',
      items: [
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'ssn', label: 'SSN', type: 'ssn', confidential: true },
        { name: 'public_note', label: 'Note', type: 'text', confidential: false },
      ],
    },
    {
      id: 'b',
      title: 'B',
      items: [
        {
          name: 'accounts',
          label: 'Accounts',
          type: 'dynamicList',
          items: [
            { name: 'bank', label: 'Bank', type: 'text' },
            { name: 'account_number', label: 'Account number', type: 'text', confidential: true },
          ],
        },
        { name: 'references', label: 'References', type: 'dynamicList', items: [{ name: 'who', label: 'Who', type: 'text' }] },
      ],
    },
  ],
} as unknown as PageFormDefinition;

describe('withholdConfidential', () => {
  it('names the confidential questions, and a list question holding one', () => {
    expect([...confidentialAnswerNames(definition)].sort()).toEqual(['accounts', 'ssn']);
  });

  it('leaves their answers out and names only those that had one', () => {
    const values = { name: 'Ada', ssn: '123-45-6789', references: [{ who: 'Babbage' }], public_note: 'hi' };
    expect(withholdConfidential(definition, values)).toEqual({
      values: { name: 'Ada', references: [{ who: 'Babbage' }], public_note: 'hi' },
      withheld: ['ssn'],
    });
    expect(withholdConfidential(definition, { accounts: [{ bank: 'B', account_number: '42' }] })).toEqual({ values: {}, withheld: ['accounts'] });
  });
});
