/**
 * The captcha stand-in's browser script, served as GET /web/dev/captcha/api.js with dev tools on.
 * It answers to the same calls as Cloudflare Turnstile's api.js (`window.turnstile.render(container,
 * { sitekey, callback, 'expired-callback', 'error-callback', language })`, `reset`, `getResponse`,
 * `remove`), so the front end's widget cannot tell them apart. It draws a real checkbox with its
 * label ("No soy un robot"), reachable and ticked with the keyboard; ticking it hands the callback
 * a token `dev-pass.<ms>.<random>`, which the ERP's stand-in verification accepts once within
 * five minutes (server/providers/captcha.ts). Like a Turnstile token it expires after five minutes:
 * the box unticks itself and 'expired-callback' runs. Plain ES5 in one file, no inline script:
 * the page's Content-Security-Policy allows it as a script of its own origin.
 */
export const CAPTCHA_STAND_IN_SCRIPT = String.raw`(function () {
  'use strict';
  var LIFETIME_MS = 300000;
  var widgets = {};
  var count = 0;

  function randomPart() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    var text = '';
    for (var i = 0; i < bytes.length; i += 1) text += ('0' + bytes[i].toString(16)).slice(-2);
    return text;
  }

  function call(callback, value) {
    if (typeof callback === 'function') callback(value);
    else if (typeof callback === 'string' && typeof window[callback] === 'function') window[callback](value);
  }

  function find(id) {
    if (id === undefined) {
      for (var key in widgets) return widgets[key];
      return undefined;
    }
    return widgets[id];
  }

  function clear(widget) {
    if (widget.timer) window.clearTimeout(widget.timer);
    widget.timer = undefined;
    widget.response = undefined;
    widget.input.checked = false;
    widget.input.disabled = false;
  }

  function render(container, options) {
    var host = typeof container === 'string' ? document.querySelector(container) : container;
    if (!host) throw new Error('captcha stand-in: no container to render into');
    options = options || {};
    count += 1;
    var id = 'dev-captcha-' + count;
    var english = String(options.language || '').toLowerCase().indexOf('en') === 0;
    var box = document.createElement('div');
    box.setAttribute('data-captcha-stand-in', id);
    box.style.display = 'inline-flex';
    box.style.flexDirection = 'column';
    box.style.gap = '4px';
    box.style.padding = '12px 16px';
    box.style.border = '1px solid #8a8f98';
    box.style.borderRadius = '6px';
    box.style.background = '#fafafa';
    box.style.color = '#1f2328';
    var label = document.createElement('label');
    label.style.display = 'inline-flex';
    label.style.alignItems = 'center';
    label.style.gap = '8px';
    label.style.fontSize = '16px';
    label.style.cursor = 'pointer';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.id = id + '-check';
    input.style.width = '22px';
    input.style.height = '22px';
    var text = document.createElement('span');
    text.textContent = english ? "I'm not a robot" : 'No soy un robot';
    label.appendChild(input);
    label.appendChild(text);
    var note = document.createElement('small');
    note.textContent = english ? 'Test captcha (development only)' : 'Captcha de prueba (solo en desarrollo)';
    note.style.fontSize = '12px';
    box.appendChild(label);
    box.appendChild(note);
    host.appendChild(box);
    var widget = { id: id, box: box, input: input, options: options, response: undefined, timer: undefined, expired: false };
    widgets[id] = widget;
    input.addEventListener('change', function () {
      if (!widgets[id] || !input.checked) return;
      widget.response = 'dev-pass.' + Date.now() + '.' + randomPart();
      input.disabled = true;
      widget.expired = false;
      widget.timer = window.setTimeout(function () {
        clear(widget);
        widget.expired = true;
        call(options['expired-callback']);
      }, LIFETIME_MS);
      call(options.callback, widget.response);
    });
    return id;
  }

  window.turnstile = {
    render: render,
    reset: function (id) {
      var widget = find(id);
      if (!widget) return;
      clear(widget);
      widget.expired = false;
    },
    getResponse: function (id) {
      var widget = find(id);
      return widget ? widget.response : undefined;
    },
    isExpired: function (id) {
      var widget = find(id);
      return widget ? widget.expired === true : false;
    },
    remove: function (id) {
      var widget = find(id);
      if (!widget) return;
      clear(widget);
      if (widget.box.parentNode) widget.box.parentNode.removeChild(widget.box);
      delete widgets[widget.id];
    },
    ready: function (callback) {
      call(callback);
    },
  };

  // Turnstile's ?onload=<name> calls a global once the script is ready.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src, window.location.href).searchParams.get('onload') : null;
  if (onload) call(onload);
})();
`
