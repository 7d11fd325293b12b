import { describe, expect, it } from 'vitest';
import { FakeCardPayment, RecordingLogger, TEST_CARDS, flushPromises } from '../testing';
import {
  CARD_FIELD_LOG_MESSAGES,
  CardFieldController,
  isCardFieldComplete,
  type CardFieldView,
} from './cardField';

function setup() {
  const cards = new FakeCardPayment();
  const logger = new RecordingLogger();
  const controller = new CardFieldController({
    cardPayment: cards,
    fieldOptions: { style: { color: '#1b1f24' } },
    logger,
  });
  const views: CardFieldView[] = [];
  controller.subscribe((view) => views.push(view));
  return { cards, logger, controller, views };
}

describe('CardFieldController: the card form’s field', () => {
  it('loads, then mounts the provider’s field into the host with the form’s looks', async () => {
    const { cards, controller } = setup();
    expect(controller.getSnapshot()).toEqual({ status: 'detached' });
    const gate = cards.holdMounts();
    controller.attach('host');
    expect(controller.getSnapshot()).toEqual({ status: 'loading', retrying: false });
    gate.release();
    await flushPromises();
    expect(controller.getSnapshot()).toMatchObject({ status: 'mounted', field: { ready: true } });
    expect(cards.lastField?.host).toBe('host');
    expect(cards.lastField?.options).toEqual({ style: { color: '#1b1f24' } });
  });

  it('hands over the field’s handle only once the card is complete', async () => {
    const { cards, controller } = setup();
    controller.attach('host');
    await flushPromises();
    const field = cards.lastField!;
    field.type('4242 4242');
    expect(controller.input()).toBeNull();
    expect(isCardFieldComplete(controller.getSnapshot())).toBe(false);
    field.type(TEST_CARDS.success);
    expect(isCardFieldComplete(controller.getSnapshot())).toBe(true);
    expect(controller.input()).toEqual({ element: field.element });
    field.setState({ ready: false });
    expect(controller.input()).toBeNull();
  });

  it('follows the field’s own error, and disables and focuses it for the form', async () => {
    const { cards, controller } = setup();
    controller.attach('host');
    await flushPromises();
    const field = cards.lastField!;
    field.type('4242');
    field.leave();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'mounted',
      field: { error: { code: 'incomplete_number', message: 'Your card number is incomplete.' } },
    });
    controller.setDisabled(true);
    controller.focus();
    expect([field.disabled, field.focusCalls]).toEqual([true, 1]);
  });

  it('says when the provider is unreachable, logs it, and mounts on retry', async () => {
    const { cards, controller, logger, views } = setup();
    cards.setUnavailable('Card payments are unavailable right now.');
    controller.attach('host');
    await flushPromises();
    expect(controller.getSnapshot()).toEqual({
      status: 'unavailable',
      message: 'Card payments are unavailable right now.',
    });
    expect(logger.has('warn', CARD_FIELD_LOG_MESSAGES.unavailable)).toBe(true);
    expect(controller.input()).toBeNull();
    // Attaching the same host again does not retry by itself: the member asks for it.
    controller.attach('host');
    expect(cards.mountCalls).toBe(1);
    cards.setUnavailable(null);
    controller.retry();
    expect(controller.getSnapshot()).toEqual({ status: 'loading', retrying: true });
    await flushPromises();
    expect(controller.getSnapshot().status).toBe('mounted');
    expect(views.map((view) => view.status)).toEqual([
      'detached',
      'loading',
      'unavailable',
      'loading',
      'mounted',
    ]);
  });

  it('detaching destroys the field; a mount that answers after the host left is destroyed at once', async () => {
    const { cards, controller } = setup();
    controller.attach('host');
    await flushPromises();
    const first = cards.lastField!;
    controller.detach();
    expect(first.destroyed).toBe(true);
    expect(controller.getSnapshot()).toEqual({ status: 'detached' });

    const gate = cards.holdMounts();
    controller.attach('host');
    controller.detach();
    controller.attach('host');
    gate.release();
    await flushPromises();
    // Two mounts answered; only the last attach keeps its field.
    const [, abandoned, kept] = cards.fields;
    expect(abandoned?.destroyed).toBe(true);
    expect(kept?.destroyed).toBe(false);
    expect(controller.getSnapshot().status).toBe('mounted');
    controller.dispose();
    expect(kept?.destroyed).toBe(true);
  });
});
