import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OfferLetter from '../../../widgets/offers/offerLetter/OfferLetter';
import type { Offer } from '../../../schemas/generated/api/offers';
import { toaster } from '../../../widgets/shared/toaster';
import { installBrowserStubs } from '../renderWithProviders';
import { apiDocument, apiOffer, json, NOW } from './offerApiFixtures';
import { renderOfferRoute } from './renderOfferRoute';

// pdf.js does not run in jsdom (DESIGN.md): the viewer's react-pdf is replaced by a stand-in.
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ children, onLoadSuccess }: { children: React.ReactNode; onLoadSuccess: (pdf: { numPages: number }) => void }) => {
    // Once per document, like react-pdf.
    useEffect(() => onLoadSuccess({ numPages: 2 }), []);
    return <div data-testid="pdf-document">{children}</div>;
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <p>PDF page {pageNumber}</p>,
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/gen/assets/pdf.worker.mjs' }));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  installBrowserStubs();
  // Lazy chunks (the PDF viewer) can take more than findBy's default second on a busy machine.
  configure({ asyncUtilTimeout: 10_000 });
});
// The fixtures' offers expire on 03/15/2025: the current time is injected before that.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  // The snackbars outlive a test (15 s): clear them so each test sees only its own.
  toaster.remove();
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The server: GET the offer; POSTs answer with `post` (default: the offer back). */
function server(offer: Offer, post: (url: string) => Response = () => json({ data: offer })) {
  const calls: Call[] = [];
  const handler = (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body });
    if ((init.method ?? 'GET') === 'GET') return json({ data: offer });
    return post(url);
  };
  return { calls, handler, posts: () => calls.filter((call) => call.method === 'POST') };
}

const AGREE = 'I have read the offer and I agree to its terms';

async function fillSignature(user: ReturnType<typeof userEvent.setup>, name: string) {
  const agree = await screen.findByRole('checkbox', { name: AGREE });
  if (!(agree as HTMLInputElement).checked) await user.click(screen.getByText(AGREE));
  const field = screen.getByRole('textbox', { name: /Signature/ });
  await user.clear(field);
  await user.type(field, name);
}

describe('offer letter: typed signature', () => {
  it('refuses a signature that is not the profile full name, then accepts the right one with the multipart form', async () => {
    const user = userEvent.setup();
    const api = server(apiOffer());
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1?domain=acme.com', handler: api.handler });
    expect(await screen.findByRole('heading', { name: 'Offer letter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: AGREE })).toHaveFocus();
    await fillSignature(user, 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(screen.getByText('Please enter your full name as shown on the offer letter and your profile.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Signature/ })).toHaveFocus();
    expect(api.posts()).toEqual([]);

    await fillSignature(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Successfully signed document')).toBeInTheDocument();
    const [post] = api.posts();
    expect(post!.url).toBe('/api/offer/offers/1/accept?domain=acme.com');
    expect(post!.body).toBeInstanceOf(FormData);
    expect((post!.body as FormData).get('signature')).toBe('Ada Lovelace');
    expect((post!.body as FormData).get('agree')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/offers?domain=acme.com'));
  });

  it('keeps what was typed and shows the server’s message when accepting fails', async () => {
    const user = userEvent.setup();
    const api = server(apiOffer(), () => json({ message: 'This offer has expired and can no longer be accepted or declined.' }, 409));
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: api.handler });
    await fillSignature(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('This offer has expired and can no longer be accepted or declined.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Signature/ })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('checkbox', { name: AGREE })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/offer-letter/1');
  });

  it('accepts any non-empty signature when the profile name is unknown', async () => {
    const user = userEvent.setup();
    const api = server(apiOffer({ profile: { fullname: '' } }));
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: api.handler });
    await fillSignature(user, 'A. L.');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
  });

  it('accepts one document, then asks its esign status', async () => {
    const user = userEvent.setup();
    const contract = apiOffer({
      status: 'Contract Extended',
      offer_documents: [
        apiDocument({ id: 21, name: 'Contractor agreement', document_type: 'Contract' }),
        apiDocument({ id: 22, name: 'Statement of work', document_type: 'Contract' }),
      ],
    });
    const api = server(contract, (url) => (url.includes('esign_status') ? json({ data: {} }) : json({ data: contract })));
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer/1/offer-document/22', handler: api.handler });
    expect(await screen.findByRole('heading', { name: 'Statement of work' })).toBeInTheDocument();
    await fillSignature(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() =>
      expect(api.posts().map((call) => call.url)).toEqual([
        '/api/offer/offers/1/22/accept?domain=acme.com',
        '/api/offer/offers/1/22/esign_status?domain=acme.com',
      ]),
    );
    expect(await screen.findByText('Successfully signed document')).toBeInTheDocument();
  });
});

describe('offer letter: decline', () => {
  it('asks Decline offer? and goes back to the offer with the form kept, or declines', async () => {
    const user = userEvent.setup();
    const api = server(apiOffer());
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: api.handler });
    await fillSignature(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline offer?' });
    expect(dialog).toHaveTextContent('Declining removes this offer from your pending opportunities and notifies the company. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to offer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Signature/ })).toHaveValue('Ada Lovelace');
    expect(api.posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline offer' }));
    expect(await screen.findByText('Successfully rejected the offer')).toBeInTheDocument();
    expect(api.posts().map((call) => call.url)).toEqual(['/api/offer/offers/1/decline?domain=acme.com']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/offers?domain=acme.com'));
  });

  it('validates the form before it asks to decline', async () => {
    const user = userEvent.setup();
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: server(apiOffer()).handler });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message when declining fails and changes nothing else', async () => {
    const user = userEvent.setup();
    renderOfferRoute(() => <OfferLetter />, {
      path: '/careers/offer-letter/1',
      handler: server(apiOffer(), () => json({ message: 'This offer has been canceled by the employer.' }, 409)).handler,
    });
    await fillSignature(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline offer' }));
    expect(await screen.findByText('This offer has been canceled by the employer.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/offer-letter/1');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Back to offer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Signature/ })).toHaveValue('Ada Lovelace');
  });
});

describe('offer letter: wet signature', () => {
  const wet = apiOffer({ offer_documents: [apiDocument({ type: 'wet_signature' })] });
  const pdf = (name: string) => new File(['%PDF-1.4 signed'], name, { type: 'application/pdf' });

  it('shows three steps, refuses a second file and sends one PDF as signed_offer_letter_pdf_file', async () => {
    const user = userEvent.setup();
    const api = server(wet);
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: api.handler });
    expect(await screen.findByRole('heading', { name: 'Step 1: Review job offer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2: Print & sign or sign digitally' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3: Upload signed document' })).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-document')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText('PDF page 1')).toBeInTheDocument();

    const input = screen.getByLabelText(/Signed document \(one PDF file\)/);
    await user.upload(input, [pdf('one.pdf'), pdf('two.pdf')]);
    expect(screen.getByText('You should upload at most 1 file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(api.posts()).toEqual([]);

    await user.upload(input, pdf('signed.pdf'));
    expect(screen.queryByText('You should upload at most 1 file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const body = api.posts()[0]!.body as FormData;
    expect((body.get('signed_offer_letter_pdf_file') as File).name).toBe('signed.pdf');
    expect(await screen.findByText('Successfully signed document')).toBeInTheDocument();
  });

  it('sends a document’s upload as signed_document_file', async () => {
    const user = userEvent.setup();
    const offer = apiOffer({ offer_documents: [apiDocument({ id: 31, name: 'Consent', document_type: 'Consent', type: 'wet_signature' })] });
    const api = server(offer, (url) => (url.includes('esign_status') ? json({ data: {} }) : json({ data: offer })));
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer/1/offer-document/31', handler: api.handler });
    await user.upload(await screen.findByLabelText(/Signed document \(one PDF file\)/), pdf('consent.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    expect(((api.posts()[0]!.body as FormData).get('signed_document_file') as File).name).toBe('consent.pdf');
  });
});

describe('offer letter: viewer and e-signature', () => {
  it('shows the PDF with page navigation, Back and Download, and no form once signed', async () => {
    const user = userEvent.setup();
    renderOfferRoute(() => <OfferLetter />, {
      path: '/careers/offer-letter/1',
      handler: server(apiOffer({ status: 'Accepted', offer_documents: [apiDocument({ status: 'Signed' })] })).handler,
    });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('PDF page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/careers/offer/1?domain=acme.com');
    expect(screen.getByRole('button', { name: 'Download Offer letter (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit signed offer' })).not.toBeInTheDocument();
  });

  it('says Offer Letter Download Failed when the document cannot be fetched', async () => {
    const user = userEvent.setup();
    const pageFetch = vi.fn(async () => new Response('gone', { status: 500 }));
    vi.stubGlobal('fetch', pageFetch);
    try {
      renderOfferRoute(() => <OfferLetter />, {
        path: '/careers/offer-letter/1',
        handler: server(apiOffer({ status: 'Accepted', offer_documents: [apiDocument({ status: 'Signed', b64_string: null })] })).handler,
      });
      await user.click(await screen.findByRole('button', { name: 'Download Offer letter (PDF)' }));
      expect(await screen.findByText('Offer Letter Download Failed')).toBeInTheDocument();
      expect(pageFetch).toHaveBeenCalledWith('/api/offer/offers/1/documents/11/content?domain=acme.com', { credentials: 'same-origin' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides Download for ATS offers and says when there is no content', async () => {
    renderOfferRoute(() => <OfferLetter />, {
      path: '/careers/offer-letter/1',
      handler: server(apiOffer({ status: 'Accepted', is_ats: true, offer_documents: [apiDocument({ status: 'Signed', b64_string: null, url: null })] }))
        .handler,
    });
    expect(await screen.findByText('No offer letter content available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  const esignOffer = apiOffer({
    offer_documents: [apiDocument({ type: 'e_signature', esign_url: 'https://sign.example.com/esign/public/sign-widget?wid=w1&hosted=1' })],
  });

  it('embeds the sign widget and ignores messages from any other origin', async () => {
    const api = server(esignOffer);
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: api.handler });
    const frame = (await screen.findByTitle('Sign Offer letter')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', 'https://sign.example.com/esign/public/sign-widget?wid=w1&hosted=1');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example.com', data: { type: 'ESIGN' }, source: frame.contentWindow }));
    });
    expect(screen.queryByText('Successfully signed the offer letter')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit signed offer' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/offer-letter/1');
  });

  it.each([
    ['ESIGN', 'Successfully signed the offer letter'],
    ['REJECT', 'Offer letter has been rejected'],
  ])('on %s from the widget says so and goes back to the list, without calling accept', async (type, text) => {
    const api = server(esignOffer);
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter/1', handler: api.handler });
    const frame = (await screen.findByTitle('Sign Offer letter')) as HTMLIFrameElement;
    // A message of that origin that our frame did not send is ignored.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://sign.example.com', data: { type, wid: 'w1' } }));
    });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://sign.example.com', data: { type, wid: 'w1' }, source: frame.contentWindow }));
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/offers?domain=acme.com'));
    expect(api.posts()).toEqual([]);
  });

  it('goes back to the offers list without an offer id', async () => {
    renderOfferRoute(() => <OfferLetter />, { path: '/careers/offer-letter', handler: () => json({}, 404) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/offers?domain=acme.com'));
  });
});
