import { MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX } from '@scanwise/core';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformPorts } from '../../test/platform/platformPorts';
import {
  allOf,
  failing,
  hubsDown,
  restored,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { BrowserHistory } from '../../test/BrowserHistory';
import type { PlatformRenderOptions } from '../../test/renderOnPlatform';
import { MedicalQuestionnaireScreen } from './MedicalQuestionnaireScreen';
import {
  MQ_ENCOUNTER_ID,
  MQ_ROUTE,
  MQ_TASK_ID,
  draftsRefused,
  questionnaireSent,
} from './questionnaireScenes';

const renderQuestionnaire = (scene: SceneSetup = signedIn(), options: PlatformRenderOptions = {}) =>
  screenOnPlatform(<MedicalQuestionnaireScreen />, {
    path: '/medical-questionnaire',
    route: MQ_ROUTE,
    scene,
    ...options,
  });

type User = Awaited<ReturnType<typeof renderQuestionnaire>>['user'];

async function choose(user: User, question: RegExp, option: string): Promise<void> {
  const group = await screen.findByRole('radiogroup', { name: question });
  await user.click(within(group).getByRole('radio', { name: option }));
}

const measure = (question: RegExp) => within(screen.getByRole('group', { name: question }));

/** Height and weight in the en-US units shown first: feet and inches, pounds. */
async function answerBody(user: User): Promise<void> {
  await user.type(measure(/Your height/).getByRole('textbox', { name: 'feet' }), '5');
  await user.type(measure(/Your height/).getByRole('textbox', { name: 'inches' }), '6');
  await user.type(measure(/Your weight/).getByRole('textbox', { name: 'pounds' }), '150');
}

async function continueTo(user: User, heading: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toHaveFocus();
}

/** Answers every section, from the first or from the second, and opens the review. */
async function answerAll(user: User, from?: 'Implants and metal'): Promise<void> {
  if (from === undefined) {
    await answerBody(user);
    await continueTo(user, 'Implants and metal');
  }
  await choose(user, /pacemaker/, 'No');
  await choose(user, /other metal/, 'No');
  await choose(user, /metal in your eyes/, 'No');
  await continueTo(user, 'Pregnancy');
  await choose(user, /pregnant/, 'Does not apply to me');
  await choose(user, /breastfeeding/, 'No');
  await continueTo(user, 'Comfort during the scan');
  await choose(user, /closed spaces/, 'A little anxious');
  await choose(user, /keep still/, 'Yes');
  await continueTo(user, 'Kidneys and contrast');
  await choose(user, /kidney disease/, 'No');
  await choose(user, /diabetes/, 'No');
  await choose(user, /contrast dye/, 'No');
  await continueTo(user, 'Health history and medicines');
  await choose(user, /had cancer/, 'Yes');
  await user.type(
    screen.getByRole('textbox', { name: /Which cancer/ }),
    'Basal cell skin cancer, 2019, removed',
  );
  await choose(user, /take any medicines/, 'No');
  await user.click(screen.getByRole('button', { name: 'Review answers' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Check your answers' }),
  ).toHaveFocus();
}

const draftKeys = (ports: PlatformPorts): string[] =>
  ports.storage.local
    .keys()
    .filter((key) => key.startsWith(MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX));

describe('MedicalQuestionnaireScreen', { timeout: 30_000 }, () => {
  it('shows the first section with its progress, for the scan of the link', async () => {
    await renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Medical questionnaire' })).toBeVisible();
    expect(screen.getByText(/^For your Mammography on/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it("Continue with missing answers says what to fix, in the spec's words, and stays", async () => {
    const { user } = await renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByText('Please check 2 answers on this step.');
    expect(summary).toHaveFocus();
    expect(screen.getByText('The Height field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Weight field is required.')).toBeInTheDocument();
    // Each box of the height carries its message.
    const feet = measure(/Your height/).getByRole('textbox', { name: 'feet' });
    expect(feet).toHaveAccessibleDescription('The Height field is required.');
    expect(feet).toHaveAttribute('aria-invalid', 'true');
    await user.type(feet, '9');
    expect(
      await screen.findByText('Enter height between 3 ft 0 in and 8 ft 0 in.'),
    ).toBeInTheDocument();
    await user.type(measure(/Your weight/).getByRole('textbox', { name: 'pounds' }), 'lots');
    expect(screen.getByText('Enter weight in numbers, for example 150 lb.')).toBeInTheDocument();
    // The same range said in the units the member switches to.
    await user.click(measure(/Your height/).getByRole('radio', { name: 'Centimeters' }));
    expect(screen.getByText('Enter height between 90 cm and 245 cm.')).toBeInTheDocument();
  });

  it('marks every required question (an asterisk explained once, aria-required)', async () => {
    const { user } = await renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    expect(screen.getAllByText('Questions marked * need an answer.')).toHaveLength(1);
    for (const name of ['feet', 'inches', 'pounds']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    expect(
      screen.getByRole('group', { name: 'Your height' }).querySelector('legend'),
    ).toHaveTextContent('Your height *');
    await answerBody(user);
    await continueTo(user, 'Implants and metal');
    const pacemaker = screen.getByRole('radiogroup', { name: /pacemaker/ });
    expect(pacemaker).toHaveAttribute('aria-required', 'true');
    expect(pacemaker).toHaveTextContent('*');
    // A required text answer (the details a "yes" asks for) is marked as its choices are.
    await user.click(
      within(screen.getByRole('radiogroup', { name: /other metal in your body/ })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    const details = screen.getByRole('textbox', {
      name: 'What implant is it, and when was it placed?',
    });
    expect(details).toHaveAttribute('aria-required', 'true');
    expect((details as HTMLTextAreaElement).labels[0]).toHaveTextContent(
      'What implant is it, and when was it placed? *',
    );
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeVisible();
  });

  it('en-US asks height in feet and inches and weight in pounds; switching units keeps the value', async () => {
    const { user } = await renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    const height = measure(/Your height/);
    expect(height.getByRole('radiogroup', { name: 'Enter height in' })).toBeInTheDocument();
    expect(height.getByRole('radio', { name: 'Feet and inches' })).toBeChecked();
    expect(measure(/Your weight/).getByRole('radio', { name: 'Pounds' })).toBeChecked();
    await answerBody(user);
    await user.click(height.getByRole('radio', { name: 'Centimeters' }));
    expect(height.getByRole('textbox', { name: 'centimeters' })).toHaveValue('167.6');
    await user.click(height.getByRole('radio', { name: 'Feet and inches' }));
    expect(height.getByRole('textbox', { name: 'feet' })).toHaveValue('5');
    expect(height.getByRole('textbox', { name: 'inches' })).toHaveValue('6');
    const weight = measure(/Your weight/);
    await user.click(weight.getByRole('radio', { name: 'Stones and pounds' }));
    expect(weight.getByRole('textbox', { name: 'stones' })).toHaveValue('10');
    expect(weight.getByRole('textbox', { name: 'pounds' })).toHaveValue('10');
    await user.click(weight.getByRole('radio', { name: 'Kilograms' }));
    expect(weight.getByRole('textbox', { name: 'kilograms' })).toHaveValue('68');
  });

  it('en-GB asks in centimetres and kilograms first, and takes stone and pounds', async () => {
    const { user } = await renderQuestionnaire(signedIn(), { locale: 'en-gb' });
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    const height = measure(/Your height/);
    expect(height.getByRole('radio', { name: 'Centimetres' })).toBeChecked();
    expect(height.getByRole('radio', { name: 'Feet and inches' })).not.toBeChecked();
    await user.type(height.getByRole('textbox', { name: 'centimetres' }), '172');
    const weight = measure(/Your weight/);
    expect(weight.getByRole('radio', { name: 'Kilograms' })).toBeChecked();
    await user.click(weight.getByRole('radio', { name: 'Stone and pounds' }));
    await user.type(weight.getByRole('textbox', { name: 'stone' }), '11');
    await user.type(weight.getByRole('textbox', { name: 'pounds' }), '4');
    await continueTo(user, 'Implants and metal');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(measure(/Your weight/).getByRole('textbox', { name: 'stone' })).toHaveValue('11');
    expect(measure(/Your weight/).getByRole('textbox', { name: 'pounds' })).toHaveValue('4');
  });

  it('saves as the member answers ("Saved") and resumes after a reload, on the same step', async () => {
    const first = await renderQuestionnaire();
    const { user, ports } = first;
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await answerBody(user);
    await continueTo(user, 'Implants and metal');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await choose(user, /pacemaker/, 'No');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    act(() => ports.clock.advance(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(draftKeys(ports)).toHaveLength(1);
    first.unmount();

    // A reload: a new app over the same device and platform.
    await renderQuestionnaire(restored, { reopen: first.scene });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Implants and metal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome back: we kept your answers.')).toBeInTheDocument();
    const pacemaker = screen.getByRole('radiogroup', { name: /pacemaker/ });
    expect(within(pacemaker).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('reviews every answer, sends them through the tasks hub, and says thank you', async () => {
    const { user, ports, scene } = await renderQuestionnaire();
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await answerAll(user);
    const history = screen.getByRole('region', { name: 'Health history and medicines' });
    expect(history).toHaveTextContent('Basal cell skin cancer, 2019, removed');
    expect(screen.getByRole('region', { name: 'About you' })).toHaveTextContent('5 ft 6 in');
    expect(screen.getByRole('region', { name: 'About you' })).toHaveTextContent('150 lb');
    // Each section's edit button shows a short "Edit" and is named for its section.
    const edit = screen.getByRole('button', { name: 'Edit Health history and medicines' });
    expect(edit).toHaveTextContent(/^Edit$/);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your questionnaire is sent' }),
    ).toHaveFocus();
    // The platform's task is done: the answers went through the tasks hub.
    expect(
      scene.platform.listTasks(DEMO_MEMBER.id).find((task) => task.id === MQ_TASK_ID),
    ).toMatchObject({ done: true, encounterId: MQ_ENCOUNTER_ID });
    expect(draftKeys(ports)).toEqual([]);
  });

  it('the browser’s Back returns to the section before, Forward to the one after; once sent, Back leaves the questionnaire', async () => {
    const { user } = await screenOnPlatform(
      <>
        <MedicalQuestionnaireScreen />
        <BrowserHistory />
      </>,
      {
        path: '/medical-questionnaire',
        route: MQ_ROUTE,
        cameFrom: '/',
        scene: signedIn(),
        probeOtherPaths: true,
      },
    );
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await answerBody(user);
    await continueTo(user, 'Implants and metal');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toHaveFocus();
    // The answers stay: the section shows them again.
    expect(measure(/Your weight/).getByRole('textbox', { name: 'pounds' })).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Implants and metal' }),
    ).toHaveFocus();
    // The page's own Back goes back in history too: the browser's Back then leaves.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await screen.findByRole('heading', { level: 2, name: 'Implants and metal' });

    await answerAll(user, 'Implants and metal');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your questionnaire is sent' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a refused send keeps the answers and offers to try again', async () => {
    // The tasks hub cannot connect: the answers cannot go.
    const { user, ports } = await renderQuestionnaire(allOf(hubsDown, signedIn()));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    const alert = await screen.findByText(/We could not send your answers just now/);
    expect(alert).toHaveFocus();
    expect(draftKeys(ports)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send my answers' })).toBeEnabled();
  });

  it('a draft the device will not keep says so and keeps the answers on the page', async () => {
    const { user } = await renderQuestionnaire(allOf(draftsRefused, signedIn()));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await answerBody(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not saved on this device. Keep this page open until you send your answers.',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(measure(/Your height/).getByRole('textbox', { name: 'inches' })).toHaveValue('6');
  });

  it('says so when the questionnaire of this scan is not open (already sent)', async () => {
    await renderQuestionnaire(allOf(questionnaireSent, signedIn()));
    expect(
      await screen.findByRole('heading', { name: 'No questionnaire to fill in' }),
    ).toBeInTheDocument();
  });

  it('loading, then a failure with a retry that recovers', async () => {
    const { user, scene } = await renderQuestionnaire(allOf(failing('encounterGet'), signedIn()));
    expect(screen.getByText('Opening your questionnaire…')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: /try again/i });
    scene.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
  });

  it('logs a failed load through the logger, never the answers', async () => {
    const { ports } = await renderQuestionnaire(allOf(failing('encounterGet'), signedIn()));
    expect(
      await screen.findByRole('heading', { name: 'We could not open your questionnaire' }),
    ).toBeInTheDocument();
    expect(ports.logger.messages('warn')).toContain('Remote data failed to load');
  });
});
