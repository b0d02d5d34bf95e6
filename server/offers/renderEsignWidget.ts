import { escapeHtml, serializeForScript } from '../html/renderIndexHtml';

export interface EsignWidgetView {
  wid: string;
  hosted: boolean;
  parentOrigin: string;
  employerName: string;
  documentName: string;
  positionName: string;
  documentUrl: string;
  /** Null when the document can be signed now; else why not (it is shown instead of the actions). */
  closedReason: string | null;
  nonce: string;
}

/**
 * The browser's PDF viewer opens the letter at 100 % (a PDF open parameter): it fits a desktop frame,
 * and on a phone the text stays readable and the page pans inside its frame instead of shrinking to
 * a few pixels (fitting a 612 pt page into 280 px draws 10 pt text at 4 px).
 */
const PDF_VIEW = '#zoom=100';

export const ESIGN_SIGN_PATH = '/esign/public/api/sign';
export const ESIGN_REJECT_PATH = '/esign/public/api/reject';

/**
 * The hosted e-signature widget: a small standalone page (no React) the offer letter page embeds in
 * an iframe. Signing or rejecting calls this server, then tells the parent window with postMessage
 * (ESIGN or REJECT), addressed to the validated portal origin only, never '*'.
 */
export function renderEsignWidget(view: EsignWidgetView): string {
  const config = {
    wid: view.wid,
    hosted: view.hosted,
    parentOrigin: view.parentOrigin,
    documentName: view.documentName,
    signUrl: ESIGN_SIGN_PATH,
    rejectUrl: ESIGN_REJECT_PATH,
  };
  const actions = view.closedReason
    ? `<p class="notice" role="status">${escapeHtml(view.closedReason)}</p>`
    : `<form id="sign-form" aria-describedby="sign-help">
        <p id="sign-help">To sign, type your full name exactly as it appears on your profile and on the offer letter.</p>
        <div class="field">
          <label for="signature-name">Full name</label>
          <input id="signature-name" name="name" type="text" autocomplete="name" maxlength="200" required />
        </div>
        <div class="field check">
          <input id="signature-agree" name="agree" type="checkbox" required />
          <label for="signature-agree">I have read this document and I agree to sign it electronically.</label>
        </div>
        <p id="error" class="error" role="alert"></p>
        <div class="buttons">
          <button id="sign-button" type="submit" class="primary">Sign</button>
          <button id="reject-button" type="button">Reject</button>
        </div>
      </form>
      <section id="reject-confirm" aria-labelledby="reject-title" hidden>
        <h2 id="reject-title" tabindex="-1">Reject this offer?</h2>
        <p>Rejecting declines the offer and notifies the company. This cannot be undone.</p>
        <div class="buttons">
          <button id="reject-yes" type="button" class="danger">Reject offer</button>
          <button id="reject-cancel" type="button">Back to the document</button>
        </div>
      </section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<link rel="icon" href="data:," />
<title>Sign ${escapeHtml(view.documentName)} | ${escapeHtml(view.employerName)}</title>
<style nonce="${view.nonce}">
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #fff; }
  main { max-width: 880px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .sub { margin: 0 0 12px; color: #444746; }
  iframe { width: 100%; height: 60vh; border: 1px solid #c4c7c5; border-radius: 8px; }
  .field { margin: 12px 0; }
  .field label { display: block; font-weight: 600; margin-bottom: 4px; }
  .field input[type=text] { width: 100%; max-width: 420px; padding: 8px 10px; font: inherit; border: 1px solid #747775; border-radius: 6px; }
  .check { display: flex; gap: 8px; align-items: flex-start; }
  .check label { font-weight: 400; margin: 0; }
  .buttons { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 8px 18px; border-radius: 6px; border: 1px solid #0b57d0; background: #fff; color: #0b57d0; cursor: pointer; }
  button.primary { background: #0b57d0; color: #fff; }
  button.danger { background: #b3261e; border-color: #b3261e; color: #fff; }
  button:disabled { opacity: .6; cursor: default; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .error { color: #b3261e; min-height: 1.5em; margin: 4px 0; }
  .notice { padding: 12px; background: #f1f4f9; border-radius: 8px; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(view.documentName)}</h1>
  <p class="sub">${escapeHtml(view.positionName)}, ${escapeHtml(view.employerName)}</p>
  <iframe title="${escapeHtml(view.documentName)} (PDF)" src="${escapeHtml(view.documentUrl)}${PDF_VIEW}"></iframe>
  <p><a href="${escapeHtml(view.documentUrl)}" target="_blank" rel="noopener">Open ${escapeHtml(view.documentName)} (PDF) in a new tab</a></p>
  ${actions}
  <p id="status" class="notice" role="status" tabindex="-1" hidden></p>
</main>
<script id="esign-config" type="application/json">${serializeForScript(config)}</script>
<script nonce="${view.nonce}">${WIDGET_SCRIPT}</script>
</body>
</html>`;
}

/** Plain browser script: sign or reject, then tell the parent window (only at the validated origin). */
const WIDGET_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('esign-config').textContent);
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
  function call(url, body) {
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
      .then(function (response) {
        return response.json().catch(function () { return null; }).then(function (payload) {
          if (!response.ok) throw new Error((payload && payload.message) || 'Something went wrong. Please try again.');
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
        finish('You have signed ' + config.documentName + '.' + (config.hosted ? '' : ' You can close this window.'));
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
        finish('You have rejected this offer.');
        tellParent(merge('REJECT', data));
      })
      .catch(function (failure) { confirmBox.hidden = true; error.textContent = failure.message; rejectButton.focus(); })
      .then(function () { busy(false); });
  });
})();
`;
