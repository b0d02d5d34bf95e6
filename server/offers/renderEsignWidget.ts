import { renderStandalonePage } from '../html/standalonePage';
import { message, type MessageKey } from '../../engine/i18n/Message';
import { escapeHtml } from '../html/renderIndexHtml';
import type { Translator } from '../i18n/translator';

export interface EsignWidgetView {
  wid: string;
  hosted: boolean;
  parentOrigin: string;
  employerName: string;
  documentName: string;
  positionName: string;
  documentUrl: string;
  /** The document's page count (null when it cannot be read), or null when it has no content. */
  document: { pages: number | null } | null;
  /** Null when the document can be signed now; else why not (it is shown instead of the actions). */
  closedReason: string | null;
  nonce: string;
  /** The page language (the request's, server/i18n/requestLanguage.ts) and its texts. */
  language: string;
  translator: Translator;
}

/** The refusals the widget's calls may answer (their message_key): the script shows them in the page language. */
const REFUSAL_KEYS = [
  'offers.refusal.expired',
  'offers.refusal.accepted',
  'offers.refusal.declined',
  'offers.refusal.canceled',
  'offers.refusal.closed',
  'offers.refusal.documentSigned',
  'offers.refusal.documentRevision',
  'offers.refusal.documentProcessing',
  'offers.refusal.documentReadOnly',
  'offers.refusal.nothingToSign',
  'offers.refusal.invalidSigningLink',
  'offers.refusal.crossSite',
  'offers.refusal.signatureTooLong',
  'offers.letter.required',
  'offers.letter.signatureMismatch',
  'offers.letter.fileRequired',
  'errors.request.rateLimited',
  'errors.request.serverFailed',
  'errors.request.serverError',
] as const satisfies readonly MessageKey[];

/**
 * The browser's PDF viewer opens the letter at 100 % (a PDF open parameter): it fits a desktop frame,
 * and on a phone the text stays readable and the page pans inside its frame instead of shrinking to
 * a few pixels (fitting a 612 pt page into 280 px draws 10 pt text at 4 px). On a phone or tablet it
 * opens when the candidate presses View the document, not with the page: Chromium's viewer is an
 * extension page of its own (some 250 modules) whose loading kept the portal page's main thread busy
 * for seconds on a phone and moved its layout (Lighthouse, issue 23). A desktop shows it at once.
 */
const PDF_VIEW = '#zoom=100';

/** The screen width from which the letter shows at once (the portal's desktop breakpoint, spec: 1024 px and up). */
const DESKTOP_SCREEN_PX = 1024;

export const ESIGN_SIGN_PATH = '/esign/public/api/sign';
export const ESIGN_REJECT_PATH = '/esign/public/api/reject';

/**
 * The hosted e-signature widget: a small standalone page (no React) the offer letter page embeds in
 * an iframe. Signing or rejecting calls this server, then tells the parent window with postMessage
 * (ESIGN or REJECT), addressed to the validated portal origin only, never '*'.
 */
export function renderEsignWidget(view: EsignWidgetView): string {
  const t = view.translator.text;
  const name = view.documentName;
  const config = {
    wid: view.wid,
    hosted: view.hosted,
    parentOrigin: view.parentOrigin,
    language: view.language,
    signUrl: ESIGN_SIGN_PATH,
    rejectUrl: ESIGN_REJECT_PATH,
    document: { url: `${view.documentUrl}${PDF_VIEW}`, title: t(message('offers.letter.viewerLabel', { name })) },
    texts: {
      signed: t(message('offers.esign.signed', { name })),
      closeWindow: t(message('offers.esign.closeWindow')),
      rejected: t(message('offers.esign.rejected')),
      failed: t(message('offers.esign.failed')),
    },
    refusals: Object.fromEntries(
      REFUSAL_KEYS.flatMap((key) => {
        const template = view.translator.template(key);
        return template === undefined ? [] : [[key, template]];
      }),
    ),
  };
  const actions = view.closedReason
    ? `<p class="notice" role="status">${escapeHtml(view.closedReason)}</p>`
    : `<form id="sign-form" aria-describedby="sign-help">
        <p id="sign-help">${escapeHtml(t(message('offers.esign.help')))}</p>
        <div class="field">
          <label for="signature-name">${escapeHtml(t(message('offers.esign.fullName')))}</label>
          <input id="signature-name" name="name" type="text" autocomplete="name" maxlength="200" required />
        </div>
        <div class="field check">
          <input id="signature-agree" name="agree" type="checkbox" required />
          <label for="signature-agree">${escapeHtml(t(message('offers.esign.agree')))}</label>
        </div>
        <p id="error" class="error" role="alert"></p>
        <div class="buttons">
          <button id="sign-button" type="submit" class="primary">${escapeHtml(t(message('offers.esign.sign')))}</button>
          <button id="reject-button" type="button">${escapeHtml(t(message('offers.esign.reject')))}</button>
        </div>
      </form>
      <section id="reject-confirm" aria-labelledby="reject-title" hidden>
        <h2 id="reject-title" tabindex="-1">${escapeHtml(t(message('offers.esign.rejectTitle')))}</h2>
        <p>${escapeHtml(t(message('offers.esign.rejectText')))}</p>
        <div class="buttons">
          <button id="reject-yes" type="button" class="danger">${escapeHtml(t(message('offers.esign.rejectConfirm')))}</button>
          <button id="reject-cancel" type="button">${escapeHtml(t(message('offers.esign.rejectCancel')))}</button>
        </div>
      </section>`;
  return renderStandalonePage({
    language: view.language,
    title: t(message('offers.esign.title', { name, employer: view.employerName })),
    nonce: view.nonce,
    css: `  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #fff; }
  main { max-width: 880px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .sub { margin: 0 0 12px; color: #444746; }
  .document { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 12px 16px; border: 1px solid #c4c7c5; border-radius: 8px; }
  .document p { margin: 0; }
  iframe { display: block; box-sizing: border-box; width: 100%; height: 60vh; border: 1px solid #c4c7c5; border-radius: 8px; }
  .field { margin: 12px 0; }
  .field label { display: block; font-weight: 600; margin-bottom: 4px; }
  .field input[type=text] { box-sizing: border-box; width: 100%; max-width: 420px; padding: 8px 10px; font: inherit; border: 1px solid #747775; border-radius: 6px; }
  .check { display: flex; gap: 8px; align-items: flex-start; }
  .check label { font-weight: 400; margin: 0; }
  .buttons { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 8px 18px; border-radius: 6px; border: 1px solid #0b57d0; background: #fff; color: #0b57d0; cursor: pointer; }
  button.primary { background: #0b57d0; color: #fff; }
  button.danger { background: #b3261e; border-color: #b3261e; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .error { color: #b3261e; min-height: 1.5em; margin: 4px 0; }
  .notice { padding: 12px; background: #f1f4f9; border-radius: 8px; }`,
    body: `<main>
  <h1>${escapeHtml(view.documentName)}</h1>
  <p class="sub">${escapeHtml(view.positionName)}, ${escapeHtml(view.employerName)}</p>
  ${documentCard(view)}
  <p><a href="${escapeHtml(view.documentUrl)}" target="_blank" rel="noopener">${escapeHtml(t(message('offers.esign.openInNewTab', { name })))}</a></p>
  ${actions}
  <p id="status" class="notice" role="status" tabindex="-1" hidden></p>
</main>`,
    script: { configId: 'esign-config', config, code: WIDGET_SCRIPT },
  });
}

/**
 * Where the document shows: its page count and View the document, which puts the browser's PDF
 * viewer in the card's place (the script); a document without content says so.
 */
function documentCard(view: EsignWidgetView): string {
  const t = view.translator.text;
  if (!view.document) return `<p id="document" class="document">${escapeHtml(t(message('offers.letter.noContent')))}</p>`;
  const pages = view.document.pages;
  const facts = pages === null ? '' : `<p id="document-pages">${escapeHtml(t(message('offers.esign.documentPages', { count: pages })))}</p>`;
  return `<div id="document" class="document">
    ${facts}<button id="view-document" type="button"${facts ? ' aria-describedby="document-pages"' : ''}>${escapeHtml(t(message('offers.esign.viewDocument')))}</button>
  </div>`;
}

/** Plain browser script: the document on demand; sign or reject, then tell the parent window (only at the validated origin). */
const WIDGET_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('esign-config').textContent);
  var view = document.getElementById('view-document');
  function showDocument(focus) {
    var frame = document.createElement('iframe');
    frame.title = config.document.title;
    frame.src = config.document.url;
    var card = document.getElementById('document');
    card.parentNode.replaceChild(frame, card);
    if (focus) frame.focus();
  }
  if (view) {
    view.addEventListener('click', function () { showDocument(true); });
    // A desktop (by its screen: this frame is narrower than the window) shows the letter at once, before the first paint;
    // a phone or tablet opens it on demand, its viewer's cost being seconds of a phone's main thread.
    if (window.screen.width >= ${DESKTOP_SCREEN_PX}) showDocument(false);
  }
  var form = document.getElementById('sign-form');
  if (!form) return;
  var error = document.getElementById('error');
  var status = document.getElementById('status');
  var confirmBox = document.getElementById('reject-confirm');
  var rejectButton = document.getElementById('reject-button');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button'));
  function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }
  function tellParent(message) {
    if (config.hosted && window.parent && window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
  }
  function finish(text) {
    form.hidden = true;
    confirmBox.hidden = true;
    status.hidden = false;
    status.textContent = text;
    status.focus();
  }
  // A refusal in the page language: its key's text with its parameters filled in, else the server's words, else the generic failure.
  function refusal(payload) {
    var template = payload && typeof payload.message_key === 'string' && Object.prototype.hasOwnProperty.call(config.refusals, payload.message_key) ? config.refusals[payload.message_key] : null;
    if (template === null) return (payload && payload.message) || config.texts.failed;
    var params = (payload && payload.message_params) || {};
    return template.replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g, function (whole, name) { return Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole; });
  }
  function call(url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Portico-Language': config.language }, body: JSON.stringify(body), credentials: 'same-origin' })
      .then(function (response) {
        return response.json().catch(function () { return null; }).then(function (payload) {
          if (!response.ok) throw new Error(refusal(payload));
          return payload.data;
        });
      });
  }
  function merge(type, data) {
    var message = { type: type, wid: config.wid };
    Object.keys(data).forEach(function (key) { message[key] = data[key]; });
    return message;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    busy(true);
    call(config.signUrl, { wid: config.wid, name: form.elements.name.value, agree: form.elements.agree.checked })
      .then(function (data) {
        finish(config.texts.signed + (config.hosted ? '' : ' ' + config.texts.closeWindow));
        tellParent(merge('ESIGN', data));
      })
      .catch(function (failure) { error.textContent = failure.message; })
      .then(function () { busy(false); });
  });
  rejectButton.addEventListener('click', function () {
    confirmBox.hidden = false;
    document.getElementById('reject-title').focus();
  });
  document.getElementById('reject-cancel').addEventListener('click', function () {
    confirmBox.hidden = true;
    rejectButton.focus();
  });
  document.getElementById('reject-yes').addEventListener('click', function () {
    error.textContent = '';
    busy(true);
    call(config.rejectUrl, { wid: config.wid })
      .then(function (data) {
        finish(config.texts.rejected);
        tellParent(merge('REJECT', data));
      })
      .catch(function (failure) { confirmBox.hidden = true; error.textContent = failure.message; rejectButton.focus(); })
      .then(function () { busy(false); });
  });
})();
`;
