/** The kinds of demo offer documents (each has its own wording). */
export type OfferDocumentKind =
  'esignLetter' | 'typedLetter' | 'wetLetter' | 'benefits' | 'contractAgreement' | 'statementOfWork' | 'codeOfConduct' | 'relocation' | 'backgroundCheck';

export interface OfferTerms {
  employer: string;
  position: string;
  department: string;
  location: string;
  salary: string;
  startDate: string;
  expires: string;
}

export interface OfferDocumentTexts {
  title: string;
  paragraphs: string[];
  facts: [string, string][];
}

/** The wording of a demo offer document: what a real employer's letter says, filled with the offer's terms. */
export function createOfferDocumentTexts(kind: OfferDocumentKind, terms: OfferTerms): OfferDocumentTexts {
  const employmentFacts: [string, string][] = [
    ['Position', terms.position],
    ['Department', terms.department],
    ['Location', terms.location],
    ['Annual base salary', terms.salary],
    ['Start date', terms.startDate],
    ['Offer expires', terms.expires],
  ];
  const opening = `We are delighted to offer you the position of ${terms.position} at ${terms.employer}. This letter sets out the main terms of your employment.`;
  const contingency = 'This offer is contingent on the successful completion of a background check and proof of your eligibility to work.';
  switch (kind) {
    case 'esignLetter':
      return {
        title: 'Offer of employment',
        facts: employmentFacts,
        paragraphs: [opening, contingency, `Please review this letter and sign it electronically in the careers portal by ${terms.expires}.`],
      };
    case 'typedLetter':
      return {
        title: 'Offer of employment',
        facts: employmentFacts,
        paragraphs: [opening, contingency, `To accept, type your full name as your signature in the careers portal by ${terms.expires}.`],
      };
    case 'wetLetter':
      return {
        title: 'Offer of employment',
        facts: employmentFacts,
        paragraphs: [
          opening,
          contingency,
          `To accept, print this letter, sign it by hand (or sign it digitally), and upload the signed copy in the careers portal by ${terms.expires}.`,
        ],
      };
    case 'benefits':
      return {
        title: 'Benefits summary',
        facts: [
          ['Health', 'Medical, dental and vision from day one'],
          ['Retirement', '401(k) with a 5% match'],
          ['Time off', '25 days of paid leave a year'],
          ['Learning', '$2,000 learning budget a year'],
        ],
        paragraphs: [`This summary describes the benefits that come with your offer of ${terms.position}. It is for your review only and needs no signature.`],
      };
    case 'contractAgreement':
      return {
        title: 'Contractor agreement',
        facts: [
          ['Engagement', terms.position],
          ['Rate', '$95 per hour, invoiced monthly'],
          ['Term', `Six months from ${terms.startDate}`],
          ['Agreement expires', terms.expires],
        ],
        paragraphs: [
          `${terms.employer} engages you as an independent contractor for the services described in the statement of work. You decide how the work is done and provide your own equipment.`,
          'Either party may end this agreement with fourteen days of written notice.',
        ],
      };
    case 'statementOfWork':
      return {
        title: 'Statement of work',
        facts: [
          ['Project', `${terms.department} platform modernisation`],
          ['Deliverables', 'Design review, implementation, hand-over notes'],
          ['Start', terms.startDate],
        ],
        paragraphs: [
          'This statement of work describes the services, the deliverables and the schedule of your contract.',
          'Please sign it electronically in the careers portal.',
        ],
      };
    case 'codeOfConduct':
      return {
        title: 'Code of conduct',
        facts: [],
        paragraphs: [
          `Everyone who works with ${terms.employer} treats colleagues, candidates and customers with respect, protects confidential information and reports concerns without fear of retaliation.`,
          'This document is for your review only.',
        ],
      };
    case 'relocation':
      return {
        title: 'Relocation addendum',
        facts: [['Relocation allowance', '$10,000, paid with your first salary']],
        paragraphs: ['This addendum describes the support we offer for your move. It is being revised and will be shared again soon.'],
      };
    case 'backgroundCheck':
      return {
        title: 'Background check consent',
        facts: [],
        paragraphs: [
          `You authorise ${terms.employer} to run a background check through its screening partner, as described in the notice attached to your offer.`,
        ],
      };
  }
}
