/**
 * Classic cross-site scripting payloads (after the OWASP filter-evasion cheat sheet): markup,
 * event handlers, URL schemes, broken-out attributes, template and entity tricks. Each would set
 * `window.scanwiseXss` if it ever ran. The screens must show every one as plain text.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.scanwiseXss=1</script>',
  '<img src=x onerror="window.scanwiseXss=1">',
  '<svg onload=window.scanwiseXss=1>',
  '"><script>window.scanwiseXss=1</script>',
  "'><img src=x onerror=window.scanwiseXss=1>",
  '<iframe src="javascript:window.scanwiseXss=1"></iframe>',
  '<a href="javascript:window.scanwiseXss=1">click</a>',
  '<body onload=window.scanwiseXss=1>',
  '<details open ontoggle=window.scanwiseXss=1>',
  '<math><mi xlink:href="javascript:window.scanwiseXss=1">x</mi></math>',
  '<object data="data:text/html,<script>window.scanwiseXss=1</script>"></object>',
  '<input autofocus onfocus=window.scanwiseXss=1>',
  '<style>@import "javascript:window.scanwiseXss=1";</style>',
  '{{constructor.constructor("window.scanwiseXss=1")()}}',
  '${window.scanwiseXss=1}',
  '&lt;script&gt;window.scanwiseXss=1&lt;/script&gt;',
  '<scr<script>ipt>window.scanwiseXss=1</scr</script>ipt>',
  'javascript:window.scanwiseXss=1',
];

/**
 * What a payload rendered as markup would leave in the document: script-capable elements, inline
 * event handlers, javascript: URLs. Selectors over a container; none may match.
 */
export const EXECUTABLE_MARKUP_SELECTOR = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'math',
  'details[ontoggle]',
  '[onload]',
  '[onerror]',
  '[onfocus]',
  '[ontoggle]',
  '[onclick]',
  '[srcdoc]',
  'a[href^="javascript:" i]',
  'img[src="x"]',
].join(', ');
