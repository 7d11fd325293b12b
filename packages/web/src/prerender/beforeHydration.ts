// What a visitor does on a prerendered page before the app has hydrated it
// (docs/adr/0088-what-a-visitor-does-before-the-page-hydrates-is-kept.md). Plain data: the
// prerendered pages carry the script, the security headers allow it by its hash, startup names
// the event.

/**
 * The event startup dispatches on the document once the app's first render is committed (the
 * page hydrated, or rendered afresh over its markup), after the components' effects: the page's
 * script below hands over to the app then.
 */
export const APP_RENDERED_EVENT = 'scanwise:rendered';

/**
 * The inline script in the head of each prerendered page, run as the HTML is read, before any of
 * the app's scripts. ES5 on purpose: it runs in every browser that opens the page. Until the app
 * has rendered the page:
 * - a form of the page submitted (a press of its button, Enter in a field) is not sent by the
 *   browser: it is kept, as is a press of any other button of the page (the heart check's Start).
 *   Only the last press is kept: a second press of the same button is no second request.
 * Once the app has rendered it ({@link APP_RENDERED_EVENT}):
 * - each field whose value is not the one the app rendered (React keeps what is in the DOM when it
 *   hydrates, but its state is the build's) goes through the app's own change handling, as if
 *   typed or chosen at once: React's value tracker is set to the rendered value first, so it sees
 *   the change (a text field gets an input event, a select a change event, a checkbox or radio
 *   button a click that leaves it as the visitor left it);
 * - then, in a task of its own (the app's state holds those values by then), the kept press is
 *   made again: the form is submitted through the app (with the button pressed) or the button is
 *   clicked. On a page the app rendered afresh, a kept submit goes to the one form with the same
 *   named fields (the same form, its values carried as below), through its own submit; any other
 *   press is dropped (its button is gone, and the page may be another one).
 * A page the app renders afresh (a sign-out notice, a stored session, a query the page reads) has
 * new fields: a field named like one the visitor typed in, chose or ticked gets that value through
 * the app's change handling the same way, so nothing typed is lost; and the field the visitor is
 * in hands the focus to its namesake as soon as the new fields are in the page (a keystroke
 * between the two would otherwise go nowhere).
 */
export const BEFORE_HYDRATION_SCRIPT = `(function () {
  var rendered = false;
  var press = null;
  var typed = {};
  function inPage(node) {
    var root = document.getElementById('root');
    return !rendered && root !== null && node instanceof Element && root.contains(node);
  }
  function keyOf(field) {
    if (!field.name || field.type === 'file') return null;
    return field.type === 'radio' ? 'radio:' + field.name : field.name;
  }
  function record(event) {
    var field = event.target;
    if (!inPage(field) || !('value' in field)) return;
    var key = keyOf(field);
    if (key === null || (field.type === 'radio' && !field.checked)) return;
    typed[key] = { node: field, value: field.value, checked: field.checked };
  }
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  var focused = null;
  var watcher = null;
  function refocus() {
    if (focused === null || focused.isConnected) return;
    var active = document.activeElement;
    var root = document.getElementById('root');
    var key = keyOf(focused);
    if ((active !== null && active !== document.body) || root === null || key === null) return;
    var fields = root.querySelectorAll('input, select, textarea');
    for (var i = 0; i < fields.length; i++) {
      if (keyOf(fields[i]) === key) {
        focused = null;
        return fields[i].focus();
      }
    }
  }
  document.addEventListener('focusin', function (event) {
    var field = event.target;
    if (!inPage(field) || !('value' in field)) return;
    focused = field;
    if (watcher !== null || !window.MutationObserver) return;
    watcher = new MutationObserver(refocus);
    watcher.observe(document.getElementById('root'), { childList: true, subtree: true });
  }, true);
  document.addEventListener('submit', function (event) {
    if (!inPage(event.target)) return;
    event.preventDefault();
    press = { form: event.target, submitter: event.submitter || null, shape: shapeOf(event.target) };
  }, true);
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button === null || button.type === 'submit' || !inPage(button)) return;
    press = { button: button };
  }, true);
  // A form's named fields, in order: the same form rendered afresh has the same.
  function shapeOf(form) {
    var keys = [];
    for (var i = 0; i < form.elements.length; i++) {
      var key = keyOf(form.elements[i]);
      if (key !== null && keys.indexOf(key) === -1) keys.push(key);
    }
    return keys.join(' ');
  }
  // The form in the page rendered afresh that is the one the visitor sent: the only one with its
  // named fields (none when the page is another one: the press is then dropped).
  function namesake(root, kept) {
    var found = null;
    var forms = root.querySelectorAll('form');
    for (var i = 0; i < forms.length; i++) {
      if (shapeOf(forms[i]) !== kept.shape) continue;
      if (found !== null) return null;
      found = forms[i];
    }
    return kept.shape === '' ? null : found;
  }
  function setOwn(node, property, value) {
    Object.getOwnPropertyDescriptor(node.constructor.prototype, property).set.call(node, value);
  }
  function keep(field) {
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked === field.defaultChecked) return;
      var checked = field.checked;
      field.checked = !checked;
      field.click();
    } else if (field.tagName === 'SELECT') {
      for (var i = 0; i < field.options.length; i++) {
        var option = field.options[i];
        if (option.defaultSelected && !option.selected) {
          field.dispatchEvent(new Event('change', { bubbles: true }));
          return;
        }
      }
    } else if (field.type !== 'file' && field.value !== field.defaultValue) {
      var typed = field.value;
      field.value = field.defaultValue;
      setOwn(field, 'value', typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  function carry(field, was) {
    if (field.type === 'checkbox') {
      if (field.checked !== was.checked) field.click();
    } else if (field.type === 'radio') {
      if (field.value === was.value && !field.checked) field.click();
    } else if (field.value !== was.value) {
      var shown = field.value;
      field.value = shown;
      setOwn(field, 'value', was.value);
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    }
  }
  document.addEventListener('${APP_RENDERED_EVENT}', function () {
    if (rendered) return;
    rendered = true;
    var root = document.getElementById('root');
    if (root === null) return;
    var fields = root.querySelectorAll('input, select, textarea');
    for (var f = 0; f < fields.length; f++) {
      var key = keyOf(fields[f]);
      var was = key === null ? undefined : typed[key];
      if (was !== undefined && was.node !== fields[f]) carry(fields[f], was);
      else keep(fields[f]);
    }
    refocus();
    if (watcher !== null) watcher.disconnect();
    var kept = press;
    press = null;
    if (kept === null) return;
    setTimeout(function () {
      if (kept.button) return root.contains(kept.button) ? kept.button.click() : undefined;
      var form = root.contains(kept.form) ? kept.form : namesake(root, kept);
      if (form === null) return;
      var submitter = kept.submitter && kept.submitter.form === form ? kept.submitter : null;
      if (submitter) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  });
})();`;

/** SHA-256 of {@link BEFORE_HYDRATION_SCRIPT}, as a CSP source: a unit test checks it. */
export const BEFORE_HYDRATION_SCRIPT_HASH = "'sha256-7awOpqKYoKZF5N4Q6j8WYFJP6iOeBE5eiqKFo310gNU='";
