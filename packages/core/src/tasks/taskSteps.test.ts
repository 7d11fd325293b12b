import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Encounter, type Task } from '../schemas';
import { openTasks, taskDeadline } from './taskSteps';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 1, 9);
const at = (offsetMs: number): string => new Date(NOW + offsetMs).toISOString();

const task = (id: string, extra: Partial<Task> = {}): Task => ({
  ...ENTITY_EXAMPLES.Task,
  id,
  done: false,
  ...extra,
});
const scanOn = (offsetMs: number): Pick<Encounter, 'appointment'> => ({
  appointment: { ...ENTITY_EXAMPLES.Encounter.appointment!, start: at(offsetMs) },
});

describe('A task is done by its due date, or before its scan when it prepares the visit', () => {
  it("a questionnaire without a due date is due at its scan's start", () => {
    const questionnaire = task('tsk_mq', { type: 'MEDICAL_QUESTIONNAIRE', due: null });
    expect(taskDeadline(questionnaire, scanOn(2 * DAY))).toBe(NOW + 2 * DAY);
    expect(taskDeadline(questionnaire)).toBe(Number.POSITIVE_INFINITY);
  });

  it('a due date before the scan stays the deadline; one after it gives way to the scan', () => {
    const upload = task('tsk_upload', { type: 'MAMMO_UPLOAD', due: at(5 * DAY) });
    expect(taskDeadline(upload, scanOn(7 * DAY))).toBe(NOW + 5 * DAY);
    expect(taskDeadline(upload, scanOn(3 * DAY))).toBe(NOW + 3 * DAY);
  });

  it("a payment or a report's review keeps its own due date, whatever the scan", () => {
    for (const type of ['PAYMENT', 'REVIEW_REPORT'] as const) {
      expect(taskDeadline(task('tsk', { type, due: null }), scanOn(DAY))).toBe(
        Number.POSITIVE_INFINITY,
      );
    }
  });

  it('orders open tasks by deadline over their scans, then by due date, leaving out the done', () => {
    const scans = new Map([
      ['enc_soon', scanOn(2 * DAY)],
      ['enc_later', scanOn(21 * DAY)],
    ]);
    const laterUpload = task('tsk_upload', {
      type: 'MAMMO_UPLOAD',
      encounterId: 'enc_later',
      due: at(14 * DAY),
    });
    const laterQuestionnaire = task('tsk_mq_later', {
      type: 'MEDICAL_QUESTIONNAIRE',
      encounterId: 'enc_later',
      due: at(19 * DAY),
    });
    const soonQuestionnaire = task('tsk_mq_soon', {
      type: 'MEDICAL_QUESTIONNAIRE',
      encounterId: 'enc_soon',
      due: null,
    });
    const done = task('tsk_done', { encounterId: 'enc_soon', due: at(DAY), done: true });
    const undated = task('tsk_schedule', { type: 'SCHEDULE_APPOINTMENT', due: null });
    const ordered = openTasks(
      [undated, laterQuestionnaire, done, laterUpload, soonQuestionnaire],
      scans,
    ).map((open) => open.id);
    expect(ordered).toEqual(['tsk_mq_soon', 'tsk_upload', 'tsk_mq_later', 'tsk_schedule']);
    // Without the scans, by due date alone.
    expect(
      openTasks([undated, laterQuestionnaire, laterUpload, soonQuestionnaire]).map(
        (open) => open.id,
      ),
    ).toEqual(['tsk_upload', 'tsk_mq_later', 'tsk_schedule', 'tsk_mq_soon']);
  });
});
