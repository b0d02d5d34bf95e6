import { renderStandalonePage } from '../../html/standalonePage';
import { REFERENCE_ASSISTANT_PATH } from '../../../engine/assistant/assistantProvider';
import { message } from '../../../engine/i18n/Message';
import { escapeHtml } from '../../html/renderIndexHtml';
import type { Translator } from '../../i18n/translator';

export const ASSISTANT_PAGE_PATH = REFERENCE_ASSISTANT_PATH;
export const ASSISTANT_INTERPRET_PATH = '/api/assistant/interpret';

export interface AssistantPageView {
  language: string;
  domain: string;
  csrfToken: string;
  nonce: string;
  /** The search config's strong-match threshold, as the sidebar gave it (0–1), for the jobs it lists. */
  strongMatchThreshold: number | undefined;
  translator: Translator;
}

/**
 * Portico's reference assistant: a small page of its own (no React), which the search page's sidebar
 * shows in a frame. It sends each request to POST /api/assistant/interpret, shows the reply, and
 * posts the action to the portal (`portico-assistant` messages, to this site's origin only: the
 * portal that frames it is this site), then shows the portal's answer. A change of the profile waits
 * for the candidate's yes.
 */
export function renderAssistantPage(view: AssistantPageView): string {
  const t = view.translator.text;
  const config = {
    language: view.language,
    domain: view.domain,
    csrfToken: view.csrfToken,
    interpretUrl: `${ASSISTANT_INTERPRET_PATH}?domain=${encodeURIComponent(view.domain)}`,
    strongMatchThreshold: view.strongMatchThreshold,
    texts: {
      you: t(message('assistant.chat.you')),
      assistant: t(message('assistant.chat.title')),
      notUnderstood: t(message('assistant.chat.notUnderstood')),
      noAnswer: t(message('assistant.chat.noAnswer')),
      strongMatch: t(message('assistant.chat.strongMatch')),
    },
  };
  return renderStandalonePage({
    language: view.language,
    title: t(message('assistant.chat.title')),
    nonce: view.nonce,
    css: `  html, body { height: 100%; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #fff; display: flex; flex-direction: column; }
  h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  #log { flex: 1; overflow-y: auto; margin: 0; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
  .msg { max-width: 85%; margin: 0; padding: 8px 12px; border-radius: 12px; background: #f1f4f9; align-self: flex-start; overflow-wrap: anywhere; }
  .msg.you { background: #0b57d0; color: #fff; align-self: flex-end; }
  .msg ol { margin: 4px 0 0; padding-inline-start: 20px; }
  .who { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  form { display: flex; gap: 8px; padding: 12px; border-top: 1px solid #c4c7c5; }
  label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  input { flex: 1; min-width: 0; padding: 8px 10px; font: inherit; border: 1px solid #747775; border-radius: 6px; }
  button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid #0b57d0; background: #0b57d0; color: #fff; cursor: pointer; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }`,
    body: `<h1>${escapeHtml(t(message('assistant.chat.title')))}</h1>
<div id="log" role="log" aria-live="polite" aria-label="${escapeHtml(t(message('assistant.sidebar.frameTitle')))}" tabindex="0">
  <div class="msg"><span class="who">${escapeHtml(config.texts.assistant)}: </span>${escapeHtml(t(message('assistant.chat.greeting')))}</div>
</div>
<form id="ask" autocomplete="off">
  <label for="request">${escapeHtml(t(message('assistant.chat.inputLabel')))}</label>
  <input id="request" name="request" type="text" maxlength="500" required />
  <button type="submit">${escapeHtml(t(message('assistant.chat.send')))}</button>
</form>`,
    script: { configId: 'assistant-config', config, code: ASSISTANT_SCRIPT },
  });
}

/** Plain browser script: ask the server what a request means, post the action to the portal, show both answers. */
const ASSISTANT_SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('assistant-config').textContent);
  var log = document.getElementById('log');
  var form = document.getElementById('ask');
  var input = document.getElementById('request');
  var parentOrigin = window.location.origin;
  var state = { results: [], lastAdded: null, pending: null };
  var waiting = {};

  function isolated(text) {
    var bdi = document.createElement('bdi');
    bdi.textContent = text;
    return bdi;
  }

  function say(who, text, jobs) {
    if (!text) return;
    var item = document.createElement('div');
    item.className = who === 'you' ? 'msg you' : 'msg';
    var label = document.createElement('span');
    label.className = 'who';
    label.textContent = (who === 'you' ? config.texts.you : config.texts.assistant) + ': ';
    item.appendChild(label);
    item.appendChild(document.createTextNode(text));
    if (jobs && jobs.length) {
      var list = document.createElement('ol');
      jobs.forEach(function (job) {
        var entry = document.createElement('li');
        // The employer's words in isolates: an English title reads whole in an Arabic list, its brackets where they belong.
        entry.appendChild(isolated(job.title));
        if (job.location) {
          entry.appendChild(document.createTextNode(' ('));
          entry.appendChild(isolated(job.location));
          entry.appendChild(document.createTextNode(')'));
        }
        if (job.strongMatch) entry.appendChild(document.createTextNode(', ' + config.texts.strongMatch));
        list.appendChild(entry);
      });
      item.appendChild(list);
    }
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.type !== 'portico-assistant-result' || !waiting[data.action]) return;
    var done = waiting[data.action];
    delete waiting[data.action];
    done(data);
  });

  // The portal's answer to one action; the resume waits for the candidate to pick a file.
  function tellPortal(action, payload) {
    return new Promise(function (resolve) {
      if (window.parent === window) return resolve({ ok: false, message: config.texts.noAnswer });
      var timer = setTimeout(function () { delete waiting[action]; resolve({ ok: false, message: config.texts.noAnswer }); }, action === 'resume' ? 600000 : 20000);
      waiting[action] = function (data) { clearTimeout(timer); resolve(data); };
      window.parent.postMessage({ type: 'portico-assistant', action: action, payload: payload }, parentOrigin);
    });
  }

  function act(data) {
    return tellPortal(data.action, data.payload).then(function (result) {
      say('assistant', String(result.message || ''));
      if (!result.ok) return;
      if (data.action === 'cart' && !data.payload.remove) state.lastAdded = data.job;
      if (data.action === 'cart' && data.payload.remove && state.lastAdded && state.lastAdded.id === data.job.id) state.lastAdded = null;
    });
  }

  function interpret(text) {
    var body = { text: text, results: state.results };
    if (state.lastAdded) body.lastAdded = state.lastAdded;
    if (typeof config.strongMatchThreshold === 'number') body.strongMatchThreshold = config.strongMatchThreshold;
    return fetch(config.interpretUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': config.csrfToken, 'X-Portico-Language': config.language },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (payload) {
        if (!response.ok || !payload) throw new Error((payload && payload.message) || config.texts.noAnswer);
        return payload.data;
      });
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    say('you', text);
    interpret(text)
      .then(function (data) {
        if (data.answer) {
          var pending = state.pending;
          state.pending = null;
          if (!pending) return say('assistant', data.reply || config.texts.notUnderstood);
          if (data.answer === 'no') return say('assistant', data.reply);
          return act(pending);
        }
        state.pending = null;
        if (data.action === 'search') state.results = data.results || [];
        say('assistant', data.reply, data.action === 'search' ? data.results : null);
        if (!data.action) return;
        if (data.confirm) { state.pending = data; return; }
        return act(data);
      })
      .catch(function (failure) { say('assistant', failure.message); });
  });
})();
`;
