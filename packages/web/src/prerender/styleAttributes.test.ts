// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { styleAttributesAsRules } from './styleAttributes';

const HIDDEN =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:fixed;width:1px;white-space:nowrap;top:0;left:0';

describe("a prerendered page's style attributes (the policy blocks them in HTML)", () => {
  it('become rules of the inline sheet, one per distinct style, named by an attribute', () => {
    const { markup, rules } = styleAttributesAsRules(
      `<div style="${HIDDEN}" aria-hidden="true"><select></select></div><p>x</p><div style="${HIDDEN}"></div><span style="display:none"></span>`,
    );
    expect(markup).toBe(
      '<div data-prerendered-style="0" aria-hidden="true"><select></select></div><p>x</p><div data-prerendered-style="0"></div><span data-prerendered-style="1"></span>',
    );
    expect(rules).toBe(
      `[data-prerendered-style="0"]{${HIDDEN}}\n[data-prerendered-style="1"]{display:none}`,
    );
  });

  it('keeps markup without style attributes as it is, and text that mentions one', () => {
    const markup = '<p>Use style=&quot;x&quot; here</p>';
    expect(styleAttributesAsRules(markup)).toEqual({ markup, rules: '' });
  });

  it("reads the attribute's escaped text as CSS", () => {
    expect(
      styleAttributesAsRules('<b style="font-family:&quot;Inter&quot;, sans-serif"></b>').rules,
    ).toBe('[data-prerendered-style="0"]{font-family:"Inter", sans-serif}');
  });

  it('refuses a style that would close the style element', () => {
    expect(() => styleAttributesAsRules('<b style="content:&lt;/style&gt;"></b>')).toThrow();
  });
});
