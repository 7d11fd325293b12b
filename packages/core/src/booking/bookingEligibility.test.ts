import { describe, expect, it } from 'vitest';
import type { Plan } from '../schemas';
import {
  ageInYearsAt,
  cacQuestionsApply,
  cacRejectionMessageKey,
  isCacAddOn,
  planEligibilityFor,
  unansweredCacQuestions,
} from './bookingEligibility';
import { EMPTY_CAC_ANSWERS, answerCacQuestions } from './cacAnswers';

const NOW = Date.UTC(2026, 0, 5, 12);
const everyone: Pick<Plan, 'eligibleSexes'> = { eligibleSexes: [] };
const women: Pick<Plan, 'eligibleSexes'> = { eligibleSexes: ['FEMALE'] };

describe('plan eligibility (sex and date of birth)', () => {
  it('asks for sex only when the plan is offered to some sexes, and always for dob', () => {
    expect(planEligibilityFor(everyone, { sex: null, dob: null }, NOW)).toEqual({
      status: 'needsDetails',
      missing: ['dob'],
    });
    expect(planEligibilityFor(women, { sex: null, dob: '1980-01-01' }, NOW)).toEqual({
      status: 'needsDetails',
      missing: ['sex'],
    });
    expect(planEligibilityFor(everyone, { sex: null, dob: '1980-01-01' }, NOW)).toEqual({
      status: 'eligible',
    });
  });

  it('refuses a sex the plan is not offered to, a minor and an impossible birth date', () => {
    expect(planEligibilityFor(women, { sex: 'MALE', dob: '1980-01-01' }, NOW)).toMatchObject({
      status: 'ineligible',
      reason: 'sexNotEligible',
      messageKey: 'booking.reasons.sexNotEligible',
    });
    expect(planEligibilityFor(everyone, { sex: null, dob: '2008-01-06' }, NOW)).toMatchObject({
      reason: 'underMinimumAge',
    });
    expect(planEligibilityFor(everyone, { sex: null, dob: '2008-01-05' }, NOW)).toEqual({
      status: 'eligible',
    });
    expect(planEligibilityFor(everyone, { sex: null, dob: '2030-01-01' }, NOW)).toMatchObject({
      reason: 'invalidDateOfBirth',
    });
    expect(planEligibilityFor(everyone, { sex: null, dob: '1 Jan 1980' }, NOW)).toMatchObject({
      reason: 'invalidDateOfBirth',
    });
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageInYearsAt('1980-01-05', NOW)).toBe(46);
    expect(ageInYearsAt('1980-01-06', NOW)).toBe(45);
    expect(ageInYearsAt('1980-02-01', NOW)).toBe(45);
  });
});

describe('the heart (CAC) questions', () => {
  it('apply to a heart CT plan or a heart add-on', () => {
    expect(cacQuestionsApply({ kind: 'HEART_CT' }, [])).toBe(true);
    expect(cacQuestionsApply({ kind: 'BODY_SCAN' }, [{ id: 'addon_heart_ct', name: 'x' }])).toBe(
      true,
    );
    expect(
      cacQuestionsApply({ kind: 'BODY_SCAN' }, [{ id: 'a1', name: 'Coronary calcium score' }]),
    ).toBe(true);
    expect(cacQuestionsApply({ kind: 'BODY_SCAN' }, [{ id: 'a2', name: 'Lung CT' }])).toBe(false);
    expect(isCacAddOn({ id: 'cac', name: 'Add-on' })).toBe(true);
    expect(
      cacQuestionsApply({ kind: 'BODY_SCAN' }, [{ id: 'a2', name: 'Lung CT' }], () => true),
    ).toBe(true);
  });

  it('lists the unanswered questions and words a rejection by its first yes', () => {
    expect(unansweredCacQuestions(EMPTY_CAC_ANSWERS)).toEqual([
      'cacSymptoms',
      'cacStent',
      'cacPacemaker',
      'coronaryHistory',
      'cacGreaterThanTen',
    ]);
    const answers = answerCacQuestions(EMPTY_CAC_ANSWERS, {
      cacSymptoms: false,
      cacPacemaker: true,
      coronaryHistory: true,
    });
    expect(cacRejectionMessageKey(answers)).toBe('booking.reasons.cacPacemaker');
    expect(cacRejectionMessageKey(EMPTY_CAC_ANSWERS)).toBeNull();
  });
});
