import { describe, expect, it } from 'vitest';
import { MemoryStorage, RecordingLogger, flushPromises } from '../testing';
import { ViewerFeedbacks, viewerFeedbackKey, type ViewerFeedbackCalls } from './viewerFeedback';

function setup(answer: () => Promise<unknown> = () => Promise.resolve({ id: 'vhs_1' })) {
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  const sent: unknown[] = [];
  const calls: ViewerFeedbackCalls = {
    sendViewerHappinessScore: (body) => {
      sent.push(body);
      return answer() as never;
    },
  };
  const feedbacks = new ViewerFeedbacks({ calls, storage, logger });
  return { storage, logger, sent, feedbacks };
}

describe('ViewerFeedback', () => {
  it('asks for a score once the viewer has been opened, not before', () => {
    const { feedbacks } = setup();
    const feedback = feedbacks.forEncounter('enc_1');
    expect(feedback.getSnapshot().phase).toBe('idle');
    feedback.viewerOpened();
    expect(feedback.getSnapshot().phase).toBe('asking');
    expect(feedbacks.forEncounter('enc_1')).toBe(feedback);
  });

  it('sends nothing without a score and asks for one, until one is chosen', async () => {
    const { feedbacks, sent } = setup();
    const feedback = feedbacks.forEncounter('enc_1');
    feedback.viewerOpened();
    expect(await feedback.send()).toBe(false);
    expect(feedback.getSnapshot().problem).toBe('chooseScore');
    feedback.chooseScore(4);
    expect(feedback.getSnapshot().problem).toBeNull();
    expect(sent).toEqual([]);
  });

  it('posts the score with the trimmed comment, then thanks the member', async () => {
    const { feedbacks, sent } = setup();
    const feedback = feedbacks.forEncounter('enc_1');
    feedback.viewerOpened();
    feedback.chooseScore(4);
    feedback.setComment(' Clear images ');
    const sending = feedback.send();
    expect(feedback.getSnapshot().sending).toBe(true);
    expect(await sending).toBe(true);
    expect(sent).toEqual([{ encounterId: 'enc_1', score: 4, comment: 'Clear images' }]);
    expect(feedback.getSnapshot()).toMatchObject({ phase: 'sent', sending: false, problem: null });
  });

  it('leaves an empty comment out', async () => {
    const { feedbacks, sent } = setup();
    const feedback = feedbacks.forEncounter('enc_1');
    feedback.chooseScore(5);
    feedback.setComment('   ');
    await feedback.send();
    expect(sent).toEqual([{ encounterId: 'enc_1', score: 5 }]);
  });

  it('a failed send says so, is logged, and keeps the draft in session storage', async () => {
    const { feedbacks, storage, logger } = setup(() => Promise.reject(new Error('503')));
    const feedback = feedbacks.forEncounter('enc_1');
    feedback.viewerOpened();
    feedback.chooseScore(2);
    feedback.setComment('Slow');
    expect(await feedback.send()).toBe(false);
    await flushPromises();
    expect(feedback.getSnapshot()).toMatchObject({ phase: 'asking', problem: 'failed' });
    expect(logger.has('error', 'Viewer happiness score not sent')).toBe(true);
    expect(JSON.parse(storage.getItem(viewerFeedbackKey('enc_1')) ?? '{}')).toEqual({
      phase: 'asking',
      score: 2,
      comment: 'Slow',
    });
  });

  it('comes back as it was after a reload; a corrupt draft starts afresh', () => {
    const { storage, feedbacks } = setup();
    storage.setItem(
      viewerFeedbackKey('enc_1'),
      JSON.stringify({ phase: 'asking', score: 5, comment: 'Great' }),
    );
    storage.setItem(viewerFeedbackKey('enc_2'), '{"phase":');
    expect(feedbacks.forEncounter('enc_1').getSnapshot()).toMatchObject({
      phase: 'asking',
      score: 5,
      comment: 'Great',
    });
    expect(feedbacks.forEncounter('enc_2').getSnapshot().phase).toBe('idle');
  });

  it('"Not now" puts the prompt away until the viewer is opened again', () => {
    const { feedbacks } = setup();
    const feedback = feedbacks.forEncounter('enc_1');
    feedback.viewerOpened();
    feedback.dismiss();
    expect(feedback.getSnapshot().phase).toBe('dismissed');
    feedback.viewerOpened();
    expect(feedback.getSnapshot().phase).toBe('asking');
  });
});
