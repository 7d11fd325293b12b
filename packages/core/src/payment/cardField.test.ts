import { describe, expect, it } from 'vitest';
import { FakeCardPayment, FakeClock, RecordingLogger, TEST_CARDS, flushPromises } from '../testing';
import {
  CARD_FIELD_LOG_MESSAGES,
  CARD_FIELD_NOT_READY_MESSAGE,
  CARD_FIELD_READY_WITHIN_MS,
  CardFieldController,
  isCardFieldComplete,
  type CardFieldView,
} from './cardField';

function setup() {
  const cards = new FakeCardPayment();
  const logger = new RecordingLogger();
  const clock = new FakeClock();
  const controller = new CardFieldController({
    cardPayment: cards,
    fieldOptions: { style: { color: '#1b1f24' } },
    logger,
    clock,
  });
  const views: CardFieldView[] = [];
  controller.subscribe((view) => views.push(view));
  return { cards, logger, clock, controller, views };
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

  it('says a field whose frame has not loaded in time is unavailable, and a retry mounts a new one', async () => {
    const { cards, clock, controller, logger } = setup();
    cards.holdFramesLoading();
    controller.attach('host');
    await flushPromises();
    expect(controller.getSnapshot()).toMatchObject({ status: 'mounted', field: { ready: false } });
    clock.advance(CARD_FIELD_READY_WITHIN_MS - 1);
    expect(controller.getSnapshot().status).toBe('mounted');
    clock.advance(1);
    expect(controller.getSnapshot()).toEqual({
      status: 'unavailable',
      message: CARD_FIELD_NOT_READY_MESSAGE,
    });
    expect(logger.has('warn', CARD_FIELD_LOG_MESSAGES.notReady)).toBe(true);
    expect(controller.input()).toBeNull();

    const stuck = cards.lastField!;
    cards.holdFramesLoading(false);
    controller.retry();
    expect(stuck.destroyed).toBe(true);
    await flushPromises();
    expect(cards.fields).toHaveLength(2);
    expect(controller.getSnapshot()).toMatchObject({ status: 'mounted', field: { ready: true } });
    // The new field was ready at once: no deadline is left to fire.
    clock.advance(CARD_FIELD_READY_WITHIN_MS);
    expect(controller.getSnapshot().status).toBe('mounted');
  });

  it('brings back a field whose frame loads after its deadline, without a retry', async () => {
    const { cards, clock, controller } = setup();
    cards.holdFramesLoading();
    controller.attach('host');
    await flushPromises();
    clock.advance(CARD_FIELD_READY_WITHIN_MS);
    expect(controller.getSnapshot().status).toBe('unavailable');
    // A late frame's other events (its focus, say) keep the form's notice.
    cards.lastField!.setState({ focused: true });
    expect(controller.getSnapshot().status).toBe('unavailable');
    cards.lastField!.setState({ ready: true });
    expect(controller.getSnapshot()).toMatchObject({ status: 'mounted', field: { ready: true } });
    expect(cards.mountCalls).toBe(1);
  });

  it('gives a frame that loads in time no deadline, and a removed field none either', async () => {
    const { cards, clock, controller, logger } = setup();
    cards.holdFramesLoading();
    controller.attach('host');
    await flushPromises();
    clock.advance(CARD_FIELD_READY_WITHIN_MS / 2);
    cards.lastField!.setState({ ready: true });
    // Not ready again later (the provider reloading its frame): the form shows it loading.
    clock.advance(CARD_FIELD_READY_WITHIN_MS);
    cards.lastField!.setState({ ready: false });
    expect(controller.getSnapshot()).toMatchObject({ status: 'mounted', field: { ready: false } });

    controller.detach();
    controller.attach('host');
    await flushPromises();
    controller.detach();
    clock.advance(CARD_FIELD_READY_WITHIN_MS);
    expect(controller.getSnapshot()).toEqual({ status: 'detached' });
    expect(logger.has('warn', CARD_FIELD_LOG_MESSAGES.notReady)).toBe(false);
  });
});
