// A prerendered page's style attributes as rules of its inline style sheet (pure: tested in Node).

/** The attribute that takes the place of a style attribute in a prerendered page's markup. */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style';

/** A page's markup without style attributes, and the rules that style those elements instead. */
export interface StyleAttributesAsRules {
  readonly markup: string;
  readonly rules: string;
}

const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

/** The attribute's text as React escaped it in the markup. */
const unescapeAttribute = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The policy blocks style attributes in a page's HTML (it allows inline style elements by hash,
 * never 'unsafe-inline'); React sets a style prop through the CSSOM, which the policy allows, but
 * a prerendered element carries it as an attribute (a component's style prop: a third-party
 * visually hidden element, a computed width). Each distinct style attribute becomes an attribute
 * naming a rule, and the rule goes to the page's inline sheet (after its other rules, so it wins
 * a tie), so the element looks as the app renders it. Hydration keeps the element as it is (React
 * does not patch attributes), and a later change of the style prop is set through the CSSOM,
 * over the rule.
 */
export function styleAttributesAsRules(markup: string): StyleAttributesAsRules {
  const styles: string[] = [];
  const replaced = markup.replace(STYLE_ATTRIBUTE, (_, value: string) => {
    const style = unescapeAttribute(value);
    let index = styles.indexOf(style);
    if (index < 0) index = styles.push(style) - 1;
    return ` ${PRERENDERED_STYLE_ATTRIBUTE}="${index}"`;
  });
  const rules = styles
    .map((style, index) => `[${PRERENDERED_STYLE_ATTRIBUTE}="${index}"]{${style}}`)
    .join('\n');
  if (rules.includes('</')) throw new Error('prerender: a style attribute closes <style>');
  return { markup: replaced, rules };
}
