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

async function answerBody(user: User): Promise<void> {
  await choose(user, /Which units/, 'Inches and pounds');
  await user.type(screen.getByRole('textbox', { name: /Your height/ }), '66');
  await user.type(screen.getByRole('textbox', { name: /Your weight/ }), '150');
}

async function continueTo(user: User, heading: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toHaveFocus();
}

async function answerAll(user: User): Promise<void> {
  await answerBody(user);
  await continueTo(user, 'Implants and metal');
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
    const summary = await screen.findByText('Please check 3 answers on this step.');
    expect(summary).toHaveFocus();
    expect(screen.getByText('The Units field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Height field is required.')).toBeInTheDocument();
    await choose(user, /Which units/, 'Centimeters and kilograms');
    await user.type(screen.getByRole('textbox', { name: /Your height/ }), '1700');
    expect(
      await screen.findByText('Enter height between 90 and 245 centimeters.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The Units field is required.')).toBeNull();
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
    expect(screen.getByRole('region', { name: 'About you' })).toHaveTextContent('66 inches');
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
    expect(screen.getByRole('textbox', { name: /Your height/ })).toHaveValue('66');
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
