import { randomBytes } from 'node:crypto';
import { localizedText } from '../../engine/i18n/localizedText';
import { requestLanguage } from '../i18n/requestLanguage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EsignRejectRequest, EsignSignRequest, EsignStatus } from '../../schemas/generated/api/offers';
import { effectiveStatus } from '../../engine/offers/effectiveStatus';
import { documentSignRefusal, offerActionRefusal } from '../../engine/offers/offerTransitions';
import { apiRef, responses } from '../http/apiSchemas';
import { escapeHtml } from '../html/renderIndexHtml';
import { HttpError, notFound } from '../http/HttpError';
import { portalOrigins, publicOrigin } from '../http/publicUrl';
import type { ServerContext } from '../http/requestContext';
import { allowFraming } from '../security/securityHeaders';
import { assertSignable, signedCopyFromForm } from './acceptDocument';
import { declineOffer, signOfferDocument } from './offerActions';
import { findOfferById, listDocuments, readDocumentContent, type DocumentRow, type OfferRow } from './offerRows';
import { ESIGN_WIDGET_PATH } from './presentOffer';
import { htmlLanguageAttributes } from '../html/htmlLanguageAttributes';
import { renderEsignWidget } from './renderEsignWidget';
import { translator } from '../i18n/translator';
import { message, type Message } from '../../engine/i18n/Message';
import { sendPdf } from './sendPdf';

export const ESIGN_DOCUMENT_PATH = '/esign/public/document';
const WID = /^[A-Za-z0-9_-]{20,100}$/;
const INVALID_LINK = message('offers.refusal.invalidSigningLink');
/** Extra portal origins that may embed the widget (comma-separated), besides the server's own host. */
export const ESIGN_PARENT_ORIGINS_ENV = 'PORTICO_ESIGN_PARENT_ORIGINS';
/** The widget's calls: rate-limited, and without a CSRF token (a public page proven by its wid and a same-site check). */
const WIDGET_ROUTE = { csrf: false, rateLimit: { max: 30, timeWindow: '1 minute' } };

interface WidgetTarget {
  offer: OfferRow;
  document: DocumentRow;
  candidate: { id: string; full_name: string; email: string; domain: string };
}

/** The extra portal origins of PORTICO_ESIGN_PARENT_ORIGINS (read on use). */
function configuredParentOrigins(): string[] {
  return (process.env[ESIGN_PARENT_ORIGINS_ENV] ?? '').split(',').flatMap((origin) => parseOrigin(origin.trim())?.origin ?? []);
}

/**
 * The portal origin the widget may post to: the `origin` parameter when it is one of the portal's
 * public origins (PORTICO_PUBLIC_URL, an employer's publicUrl) or a configured one; the offer's
 * employer's public origin when none is given; null when it is refused. Never the request's Host.
 */
export function validateParentOrigin(requested: string | undefined, own: string, portal: ReadonlySet<string>): string | null {
  if (!requested) return own;
  const origin = parseOrigin(requested)?.origin;
  if (!origin) return null;
  return portal.has(origin) || configuredParentOrigins().includes(origin) ? origin : null;
}

/** A bare http(s) origin (no path, query, fragment or credentials), or null. */
function parseOrigin(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

/** The widget's POSTs carry no CSRF token (public path): refuse a browser request from another site than the portal's. */
function assertSameSite(request: FastifyRequest, portal: ReadonlySet<string>): void {
  const origin = request.headers.origin;
  if (!origin) return;
  if (!portal.has(parseOrigin(origin)?.origin ?? '')) throw new HttpError(403, message('offers.refusal.crossSite'), 'cross_site');
}

/**
 * Who may frame the widget and the document it shows: this site (the portal's pages link the widget
 * by path), and a configured portal origin elsewhere (a frame's every ancestor must be allowed).
 * X-Frame-Options would say DENY: it goes.
 */
function framedBy(reply: FastifyReply, parentOrigins: readonly string[]): string {
  allowFraming(reply);
  return ['frame-ancestors', "'self'", ...new Set(parentOrigins)].join(' ');
}

export function registerEsignWidgetRoutes(app: FastifyInstance, { db, configs, now, publicUrl }: ServerContext): void {
  // Read per request: a published config may change an employer's publicUrl, or add an employer.
  const ownOrigins = () => portalOrigins(configs.values(), publicUrl);
  const findTarget = async (wid: string): Promise<WidgetTarget | null> => {
    if (!WID.test(wid)) return null;
    const row = await db.selectFrom('offer_documents').select('offer_id').where('esign_wid', '=', wid).executeTakeFirst();
    if (!row) return null;
    const offer = await findOfferById(db, row.offer_id);
    const document = (await listDocuments(db, [row.offer_id], { inline: false })).find((doc) => doc.esign_wid === wid);
    const candidate =
      offer && (await db.selectFrom('candidates').select(['id', 'full_name', 'email', 'domain']).where('id', '=', offer.candidate_id).executeTakeFirst());
    return offer && document && candidate ? { offer, document, candidate } : null;
  };
  const requireTarget = async (wid: string): Promise<WidgetTarget> => {
    const target = await findTarget(wid);
    if (!target) throw notFound(INVALID_LINK);
    return target;
  };
  const statusOf = async (target: WidgetTarget): Promise<EsignStatus> => {
    const offer = (await findOfferById(db, target.offer.id)) ?? target.offer;
    const document = (await listDocuments(db, [offer.id], { inline: false })).find((doc) => doc.id === target.document.id) ?? target.document;
    return {
      offer_id: offer.id,
      document_id: document.id,
      status: document.status as EsignStatus['status'],
      signed: document.signed,
      offer_status: effectiveStatus(offer, now()) as EsignStatus['offer_status'],
    };
  };

  /** The widget's language: the request's (hl, the saved language, Accept-Language), else the offer's employer's default. */
  const widgetLanguage = (request: FastifyRequest, domain: string | undefined) =>
    requestLanguage(request, domain === undefined ? undefined : configs.get(domain)?.defaultLanguage);

  const htmlError = (request: FastifyRequest, reply: FastifyReply, status: number, refusal: Message, domain?: string) => {
    const language = widgetLanguage(request, domain);
    const { text } = translator(language);
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        // Shown inside the offer page's frame.
        .header('Content-Security-Policy', `default-src 'none'; base-uri 'none'; form-action 'none'; ${framedBy(reply, configuredParentOrigins())}`)
        .send(
          `<!doctype html><html ${htmlLanguageAttributes(language)}><head><meta charset="utf-8" /><title>${escapeHtml(text(message('offers.esign.linkTitle')))} | Portico</title></head><body><main><h1>${escapeHtml(text(refusal))}</h1><p>${escapeHtml(text(message('offers.esign.goBack')))}</p></main></body></html>`,
        )
    );
  };

  // The widget page: GET /esign/public/sign-widget?wid=…&hosted=1&origin=<portal origin>.
  app.get(ESIGN_WIDGET_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const target = await findTarget(query.wid ?? '');
    const parentOrigin = validateParentOrigin(query.origin, publicOrigin(target ? configs.get(target.offer.domain) : undefined, publicUrl), ownOrigins());
    if (!parentOrigin) return htmlError(request, reply, 400, message('offers.refusal.signingOriginRefused'), target?.offer.domain);
    if (!target) return htmlError(request, reply, 404, INVALID_LINK);
    const at = now();
    const closedReason = offerActionRefusal(target.offer, at) ?? documentSignRefusal(target.document);
    const nonce = randomBytes(16).toString('base64');
    const employer = configs.get(target.offer.domain);
    const language = widgetLanguage(request, target.offer.domain);
    const translated = translator(language);
    const { bytes } = await readDocumentContent(db, target.document.id);
    const html = renderEsignWidget({
      wid: query.wid!,
      hosted: query.hosted === '1' || query.hosted === 'true',
      parentOrigin,
      employerName: localizedText(employer?.name, language, employer?.defaultLanguage) ?? target.offer.domain,
      documentName: target.document.name,
      positionName: target.offer.position_name,
      documentUrl: `${ESIGN_DOCUMENT_PATH}?wid=${encodeURIComponent(query.wid!)}`,
      // The PDF reader (pdf-lib) loads with the first widget shown, not at start (as the signature's writer does).
      document: bytes ? { pages: await (await import('./offerDocumentPdf')).pdfPageCount(bytes) } : null,
      closedReason: closedReason && translated.text(closedReason),
      nonce,
      language,
      translator: translated,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; ${framedBy(reply, ownOrigins().has(parentOrigin) ? [] : [parentOrigin])}`,
      )
      .send(html);
  });

  // The document the widget shows (the signed copy once signed).
  app.get(ESIGN_DOCUMENT_PATH, async (request, reply) => {
    const { wid = '' } = request.query as { wid?: string };
    const target = await findTarget(wid);
    if (!target) return htmlError(request, reply, 404, INVALID_LINK);
    const { bytes } = await readDocumentContent(db, target.document.id);
    if (!bytes) return htmlError(request, reply, 404, message('offers.letter.noContent'), target.offer.domain);
    // Framed by the widget, itself framed by the portal page.
    reply.header('Content-Security-Policy', `default-src 'none'; ${framedBy(reply, configuredParentOrigins())}`);
    return sendPdf(reply, bytes, target.document.name, false);
  });

  /** A widget action (sign, reject): from this site's pages only, on the document its wid names, answering the document's status. */
  const widgetAction = <Body extends { wid: string }>(
    url: string,
    schema: 'EsignSignRequest' | 'EsignRejectRequest',
    act: (target: WidgetTarget, body: Body) => Promise<void>,
  ) =>
    app.post<{ Body: Body }>(
      url,
      { config: WIDGET_ROUTE, schema: { body: apiRef('offers', schema), response: responses(200, apiRef('offers', 'EsignResponse')) } },
      async (request) => {
        assertSameSite(request, ownOrigins());
        // Fastify's generic body type does not narrow inside a generic function; the schema checked it.
        const body = request.body as Body;
        const target = await requireTarget(body.wid);
        await act(target, body);
        return { data: await statusOf(target) };
      },
    );

  widgetAction<EsignSignRequest>('/esign/public/api/sign', 'EsignSignRequest', async (target, body) => {
    const at = now();
    assertSignable(target.offer, target.document, at);
    const signed = await signedCopyFromForm(db, target.candidate, target.document, { file: null, signature: body.name, agree: body.agree }, at);
    await signOfferDocument(db, { offerId: target.offer.id, documentId: target.document.id, signedContent: signed.content, signedName: signed.name, now: at });
  });

  widgetAction<EsignRejectRequest>('/esign/public/api/reject', 'EsignRejectRequest', async (target) => {
    await declineOffer(db, target.offer.id, now());
  });
}
