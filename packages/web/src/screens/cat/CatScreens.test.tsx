import { CAT_DRAFT_STORAGE_KEY, isUntrackedRoutePattern } from '@scanwise/core';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import {
  allOf,
  failing,
  signedIn as signedInScene,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { BrowserHistory } from '../../test/BrowserHistory';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { CatQuestionnaireScreen } from './CatQuestionnaireScreen';
import { CatResultsScreen } from './CatResultsScreen';
import { CatSignUpScreen } from './CatSignUpScreen';
import {
  CAT_ALL_NO,
  CAT_HIGH,
  CAT_ONE_FACTOR,
  CAT_STENT,
  catDraft,
  catSavedOnPlatform,
} from './catScenes';

const renderAt = (ui: React.ReactElement, path: string, scene?: SceneSetup) =>
  screenOnPlatform(ui, { path, scene, probeOtherPaths: true });

/** The scene's setups, then the demo member signs in. */
const signedIn = (...before: SceneSetup[]): SceneSetup => allOf(...before, signedInScene());

describe('CatQuestionnaireScreen', () => {
  it('asks one question per step with progress, back and next, then shows the results', async () => {
    const { user, services, ports, scene } = await renderAt(
      <CatQuestionnaireScreen />,
      '/cat/questionnaire',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Heart health check' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start the heart check' }));
    const first = await screen.findByRole('heading', { level: 2, name: /chest discomfort/ });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 5' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    // Next without an answer: a clear message, focus on the choices.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an answer to continue.');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    // Every answer is marked with it (its border), until one is chosen; the message is the
    // fieldset's description.
    const marked = () =>
      screen.getAllByRole('radio').filter((radio) => radio.closest('label[data-invalid]'));
    expect(marked()).toHaveLength(screen.getAllByRole('radio').length);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(marked()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const answer of ['Not sure', 'No', 'No']) {
      await user.click(await screen.findByRole('radio', { name: answer }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    // Device questions offer yes or no only.
    expect(await screen.findByText('Question 5 of 5')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Not sure' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cat/results');
    expect(services.get(TOKENS.cat).getSnapshot().draft.answers).toEqual({
      symptoms: 'yes',
      familyHistory: 'unsure',
      priorScore: 'no',
      stent: 'no',
      pacemaker: 'no',
    });
    // Kept in session storage: a reload finds it.
    expect(ports.storage.session.getItem(CAT_DRAFT_STORAGE_KEY)).toContain('"familyHistory"');
    // Nothing sent to the platform before the member has an account.
    expect(scene.network.requests).toEqual([]);
  }, 30_000);

  it('each question is a history entry: Back returns to the question before, Forward to the one after', async () => {
    const { user } = await renderAt(
      <>
        <CatQuestionnaireScreen />
        <BrowserHistory />
      </>,
      '/cat/questionnaire',
    );
    // Once the page has painted, the entry it opened on is the introduction's.
    await waitFor(() => expect(screen.getByTestId('entry-state')).toHaveTextContent('"step":0'));
    await user.click(screen.getByRole('button', { name: 'Start the heart check' }));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 5')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Question 1 of 5')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await screen.findByText('Question 2 of 5')).toBeVisible();
    // The page's own Back goes back in history too, so the browser's Back then leaves for the
    // introduction, not for the question just left.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Question 1 of 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(
      await screen.findByRole('button', { name: 'Continue where you left off' }),
    ).toBeVisible();
  });

  it('resumes at the stored step with the stored answer (a reload keeps everything)', async () => {
    await renderAt(
      <CatQuestionnaireScreen />,
      '/cat/questionnaire',
      catDraft({ symptoms: 'no', familyHistory: 'yes' }, { complete: false, step: 2 }),
    );
    expect(await screen.findByText('Question 2 of 5')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('offers to continue or start again when answers are in progress', async () => {
    const { user, services } = await renderAt(
      <CatQuestionnaireScreen />,
      '/cat/questionnaire',
      catDraft({ symptoms: 'yes' }, { complete: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByText('Question 1 of 5')).toBeVisible();
    expect(services.get(TOKENS.cat).getSnapshot().draft.answers).toEqual({});
  });

  it('loads a signed-in member’s saved answers (GET members cat)', async () => {
    await renderAt(
      <CatQuestionnaireScreen />,
      '/cat/questionnaire',
      signedIn(catSavedOnPlatform(CAT_HIGH)),
    );
    expect(await screen.findByText('Question 5 of 5')).toBeVisible();
  });

  it('a failed load says so with a retry, and the member may start afresh', async () => {
    const { user, scene } = await renderAt(
      <CatQuestionnaireScreen />,
      '/cat/questionnaire',
      signedIn(catSavedOnPlatform(CAT_ALL_NO), failing('catGet', { status: 503 })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your saved answers',
    );
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question 5 of 5')).toBeVisible();
  });
});

describe('CatResultsScreen', () => {
  it('empty: no answers yet, with the way to the questionnaire', async () => {
    await renderAt(<CatResultsScreen />, '/cat/results');
    expect(screen.getByRole('heading', { level: 2, name: 'No answers yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start the heart check' })).toHaveAttribute(
      'href',
      '/cat/questionnaire',
    );
  });

  it('explains the band calmly, names the factors and invites a sign-up to save', async () => {
    await renderAt(<CatResultsScreen />, '/cat/results', catDraft(CAT_HIGH));
    expect(
      screen.getByRole('heading', { level: 2, name: 'A few risk factors in your answers' }),
    ).toBeVisible();
    expect(screen.getByText(/does not mean you have heart disease/)).toBeVisible();
    const factors = screen.getByRole('region', { name: 'What shaped your result' });
    expect(
      within(factors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Chest discomfort or breathlessness when active',
      'Heart disease in close family before 60',
    ]);
    // Symptoms: the urgent-care line, in words, not alarm colours.
    expect(screen.getByText(/call 911 or see a doctor today/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What a heart CT scan adds' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Save my results' })).toHaveAttribute(
      'href',
      '/cat/results/sign-up',
    );
  });

  it('says when a heart CT does not suit the member', async () => {
    await renderAt(<CatResultsScreen />, '/cat/results', catDraft(CAT_STENT));
    expect(screen.getByRole('heading', { name: 'A heart CT scan may not suit you' })).toBeVisible();
    expect(screen.getByText(/With a coronary stent/)).toBeVisible();
  });

  it('a member: saves the answers (POST members cat) and shows the platform’s result', async () => {
    const { scene } = await renderAt(
      <CatResultsScreen />,
      '/cat/results',
      signedIn(catDraft(CAT_ONE_FACTOR)),
    );
    expect(
      await screen.findByRole('heading', { name: 'One risk factor in your answers' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your account.');
    expect(screen.getByRole('link', { name: 'Book a heart CT scan' })).toBeVisible();
    // "saved as a JSON string in a field payload": the platform's record of the member.
    const saved = scene.platform.getCat(DEMO_MEMBER.id);
    expect(JSON.parse(saved.payload)).toMatchObject({
      cacSymptoms: true,
      coronaryHistory: false,
      cacGreaterThanTen: false,
      answers: CAT_ONE_FACTOR,
    });
  });

  it('a failed save is an error with a retry; the answers stay', async () => {
    const { user, scene, services } = await renderAt(
      <CatResultsScreen />,
      '/cat/results',
      signedIn(catDraft(CAT_ALL_NO), failing('catSave', { status: 503 })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not save your answers/);
    expect(services.get(TOKENS.cat).getSnapshot().draft.answers).toEqual(CAT_ALL_NO);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try saving again' }));
    expect(
      await screen.findByRole('heading', { name: 'No risk factors in your answers' }),
    ).toBeVisible();
  });

  it('a member with nothing in this tab: their saved answers, scored by the platform', async () => {
    await renderAt(<CatResultsScreen />, '/cat/results', signedIn(catSavedOnPlatform(CAT_ALL_NO)));
    expect(
      await screen.findByRole('heading', { name: 'No risk factors in your answers' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your account.');
  });

  it('saved answers that fail to load are an error with a retry, or a fresh start', async () => {
    const { user } = await renderAt(
      <CatResultsScreen />,
      '/cat/results',
      signedIn(catSavedOnPlatform(CAT_ALL_NO), failing('catGet', { status: 503 })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your saved answers',
    );
    await user.click(screen.getByRole('button', { name: 'Start afresh' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No answers yet' })).toBeVisible();
  });

  it('a failed results load is an error with a retry', async () => {
    const { user, scene } = await renderAt(
      <CatResultsScreen />,
      '/cat/results',
      signedIn(catDraft(CAT_ALL_NO), failing('catResultsGet')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not get your results');
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No risk factors in your answers' }),
    ).toBeVisible();
  });
});

describe('CatSignUpScreen', () => {
  it('empty without complete answers', async () => {
    await renderAt(<CatSignUpScreen />, '/cat/results/sign-up');
    expect(screen.getByRole('heading', { name: 'Nothing to save yet' })).toBeVisible();
  });

  it('creates the account through Join and asks for the save once signed in', async () => {
    const { user, services } = await renderAt(
      <CatSignUpScreen />,
      '/cat/results/sign-up',
      catDraft(CAT_HIGH),
    );
    expect(
      screen.getByRole('heading', { name: 'Your result: A few risk factors in your answers' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/join');
    expect(services.get(TOKENS.cat).getSnapshot().draft.saveOnSignIn).toBe(true);
    // Join comes back to the results once the account exists.
    expect(services.get(TOKENS.rootSession).takeContinueTo()).toBe('/cat/results');
  });

  it('sign in instead: comes back to the results', async () => {
    const { user, services } = await renderAt(
      <CatSignUpScreen />,
      '/cat/results/sign-up',
      catDraft(CAT_ALL_NO),
    );
    await user.click(screen.getByRole('link', { name: 'I already have an account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in');
    expect(services.get(TOKENS.rootSession).takeContinueTo()).toBe('/cat/results');
  });

  it('a member with nothing in this tab whose saved answers fail to load is told, with a retry', async () => {
    const { user, scene } = await renderAt(
      <CatSignUpScreen />,
      '/cat/results/sign-up',
      signedIn(catSavedOnPlatform(CAT_ALL_NO), failing('catGet', { status: 503 })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your saved answers',
    );
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your answers are saved to your account.')).toBeVisible();
  });

  it('a signed-in member’s answers are saved at once', async () => {
    const { scene } = await renderAt(
      <CatSignUpScreen />,
      '/cat/results/sign-up',
      signedIn(catDraft(CAT_ALL_NO)),
    );
    expect(await screen.findByText('Your answers are saved to your account.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(JSON.parse(scene.platform.getCat(DEMO_MEMBER.id).payload)).toMatchObject({
      answers: CAT_ALL_NO,
    });
  });
});

describe('privacy', () => {
  // The tracking service drops page views, events and conversions on these routes.
  it.each(['/cat/questionnaire', '/cat/results', '/cat/results/sign-up', '/en-gb/cat/results'])(
    'nothing is tracked on %s',
    (path) => {
      expect(isUntrackedRoutePattern(path)).toBe(true);
    },
  );
});
