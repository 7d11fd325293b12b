import { EMULATOR_PATHS } from './protocol';

/**
 * The emulator's frame pages: static HTML with one stylesheet each (allowed by its hash in the
 * page's Content-Security-Policy) and one script from the same origin. Every input has a label,
 * and the challenge's buttons work by keyboard.
 */
export interface FramePage {
  readonly html: string;
  /** The page's one `<style>` content, for the CSP hash. */
  readonly style: string;
}

const CARD_STYLE = `
:root { color: #1b1f24; font: 16px/24px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --placeholder-color: #6b7280; --invalid-color: #b42318; }
html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
form { display: flex; flex-wrap: wrap; column-gap: 0.75em; align-items: center; margin: 0; }
input { font: inherit; color: inherit; letter-spacing: inherit; background: transparent; border: 0;
  outline: 0; margin: 0; padding: 10px 0; min-width: 0; line-height: inherit; }
input::placeholder { color: var(--placeholder-color); opacity: 1; }
input[aria-invalid="true"] { color: var(--invalid-color); }
input:disabled { cursor: default; }
#number { flex: 1 0 11.5em; }
.rest { display: flex; column-gap: 0.75em; flex: 0 0 auto; }
#expiry { width: 4.4em; }
#cvc { width: 3em; }
`;

/**
 * The card field's frame: number, expiry (MM / YY) and CVC in one row, as the Card Element; on a
 * narrow screen expiry and CVC wrap under the number (the frame tells the page its height).
 */
export const CARD_FRAME_PAGE: FramePage = {
  style: CARD_STYLE,
  html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure card payment input frame</title>
<style>${CARD_STYLE}</style>
</head>
<body>
<form id="card" novalidate>
<input id="number" name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number" autocorrect="off" spellcheck="false" placeholder="Card number" aria-label="Credit or debit card number" aria-invalid="false" disabled>
<div class="rest">
<input id="expiry" name="exp-date" type="text" inputmode="numeric" autocomplete="cc-exp" autocorrect="off" spellcheck="false" placeholder="MM / YY" aria-label="Credit or debit card expiration date" aria-invalid="false" maxlength="7" disabled>
<input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" autocorrect="off" spellcheck="false" placeholder="CVC" aria-label="Credit or debit card CVC/CVV" aria-invalid="false" maxlength="3" disabled>
</div>
</form>
<script src="${EMULATOR_PATHS.cardFrameScript}"></script>
</body>
</html>
`,
};

const CHALLENGE_STYLE = `
:root { color: #1b1f24; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #fff; }
.challenge { padding: 1.5rem; max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { min-height: 44px; min-width: 44px; padding: 0.5rem 1.25rem; font: inherit; font-weight: 600;
  border-radius: 4px; border: 2px solid #0b4f8a; cursor: pointer; }
#complete { background: #0b4f8a; color: #fff; }
#fail { background: #fff; color: #0b4f8a; }
button:disabled { cursor: default; opacity: 0.7; }
:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
`;

/** Stripe's 3-D Secure test page: Complete or Fail the authentication. */
export const CHALLENGE_FRAME_PAGE: FramePage = {
  style: CHALLENGE_STYLE,
  html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure authentication</title>
<style>${CHALLENGE_STYLE}</style>
</head>
<body>
<div class="challenge">
<h1>3D Secure 2 Test Page</h1>
<p>This is a test payment: no bank is asked. Complete authenticates it; Fail refuses it, as a bank would.</p>
<div class="actions">
<button id="complete" type="button" disabled>Complete</button>
<button id="fail" type="button" disabled>Fail</button>
</div>
<p id="status" role="status"></p>
</div>
<script src="${EMULATOR_PATHS.challengeFrameScript}"></script>
</body>
</html>
`,
};
