import { CONNECTION_ERROR, EMULATOR_PATHS, MESSAGE_TAG, isTagged } from '../protocol';
import type { FrameMessage, PageMessage } from '../protocol';
import { frameContext, postJson } from './frameContext';

/**
 * The 3-D Secure challenge frame, as Stripe's test page: Complete authenticates the payment,
 * Fail (or Escape, abandoning it) fails the authentication. The frame tells the emulator's API
 * and posts Stripe's answer back to the page.
 */
const context = frameContext();
if (context) startChallengeFrame(context.frameId, context.parentOrigin);

function startChallengeFrame(frameId: string, parentOrigin: string): void {
  const complete = document.getElementById('complete') as HTMLButtonElement;
  const fail = document.getElementById('fail') as HTMLButtonElement;
  const status = document.getElementById('status') as HTMLElement;
  let challenge: Extract<PageMessage, { type: 'challenge' }> | null = null;
  // An answer given before the page's instructions arrive is sent once they do.
  let chosen: 'complete' | 'fail' | null = null;
  let answered = false;

  const post = (message: FrameMessage): void => {
    window.parent.postMessage({ ...message, tag: MESSAGE_TAG, frameId }, parentOrigin);
  };

  const answer = async (outcome: 'complete' | 'fail'): Promise<void> => {
    chosen ??= outcome;
    if (challenge === null || answered) return;
    answered = true;
    complete.disabled = true;
    fail.disabled = true;
    status.textContent = 'Sending your answer…';
    const body = new URLSearchParams({
      key: challenge.key,
      client_secret: challenge.clientSecret,
      outcome: chosen,
    });
    const result = await postJson(
      `${EMULATOR_PATHS.paymentIntents}/${encodeURIComponent(challenge.paymentIntentId)}/challenge`,
      body,
    ).catch(() => CONNECTION_ERROR);
    post({ type: 'authenticated', result });
  };

  complete.addEventListener('click', () => void answer('complete'));
  fail.addEventListener('click', () => void answer('fail'));
  // The page's buttons come disabled: a press before this script has run would do nothing.
  complete.disabled = false;
  fail.disabled = false;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') void answer('fail');
  });

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!isTagged(event.data, frameId)) return;
    const message = event.data as unknown as PageMessage;
    if (message.type !== 'challenge' || challenge !== null) return;
    challenge = message;
    if (chosen !== null) void answer(chosen);
    else complete.focus();
  });

  post({ type: 'loaded' });
}
