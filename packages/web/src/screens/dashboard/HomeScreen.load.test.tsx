import { ENCOUNTERS_HUB, TASK_NOTES_HUB, type Encounter, type Task } from '@scanwise/core';
import { DEMO_MEMBER, type PlatformState } from '@scanwise/mock-server/in-process';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderProbeProvider, type RenderProbeSample } from '../../performance/renderProbe';
import { writeTestFigures } from '../../test/figureLines';
import type { PlatformPorts } from '../../test/platform/platformPorts';
import { signedIn } from '../../test/platform/platformScene';
import { HomeScreen } from './HomeScreen';
import { ScansScreen } from './ScansScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

// Load: with 500 encounters and 5,000 tasks, Home renders and a pushed update re-renders only the
// item it changes (measured with React's Profiler; the render counts are printed). Counts, not timings, are asserted: timings are printed for the record only.
const ENCOUNTER_COUNT = 500;
const TASK_COUNT = 5_000;
// A list or a pushed change among thousands of rows may take over a second to show on a busy
// machine: the tests assert which rows re-render, not how fast (the times are printed as figures).
const SHOWN_UNDER_LOAD = { timeout: 10_000 };

const iso = (base: number, minutes: number): string =>
  new Date(base + minutes * 60_000).toISOString();
const CREATED_BASE = Date.parse('2024-01-01T00:00:00Z');

/**
 * The demo member's scans and tasks replaced in the seed by many: every other scan to schedule,
 * the others booked at the seed's New York center; open questionnaire tasks naming them.
 */
function manyScansAndTasks(state: PlatformState): void {
  const booked = state.encounters.find((encounter) => encounter.appointment !== null)!;
  const encounters: PlatformState['encounters'] = Array.from(
    { length: ENCOUNTER_COUNT },
    (_, i) => {
      const id = `enc_load_${i}`;
      const start = iso(Date.parse('2026-01-20T15:00:00Z'), i * 60);
      return {
        ...booked,
        id,
        memberId: DEMO_MEMBER.id,
        created: iso(CREATED_BASE, i),
        updated: iso(CREATED_BASE, i),
        name: `Scan ${i}`,
        ...(i % 2 === 0
          ? { status: 'AWAITING_SCHEDULING', nextStep: 'SCHEDULE', appointment: null }
          : {
              status: 'SCHEDULED',
              nextStep: 'COMPLETE_QUESTIONNAIRE',
              appointment: {
                ...booked.appointment!,
                id: `apt_load_${i}`,
                encounterId: id,
                start,
                end: iso(Date.parse(start), 30),
              },
            }),
      };
    },
  );
  const tasks: PlatformState['tasks'] = Array.from({ length: TASK_COUNT }, (_, i) => ({
    id: `tsk_load_${i}`,
    memberId: DEMO_MEMBER.id,
    created: iso(CREATED_BASE, i),
    type: 'MEDICAL_QUESTIONNAIRE',
    title: `Task ${i}`,
    done: false,
    encounterId: `enc_load_${i % ENCOUNTER_COUNT}`,
    due: iso(Date.parse('2026-02-01T00:00:00Z'), i),
    completed: null,
  }));
  state.encounters = [
    ...state.encounters.filter((encounter) => encounter.memberId !== DEMO_MEMBER.id),
    ...encounters,
  ];
  state.tasks = [...state.tasks.filter((task) => task.memberId !== DEMO_MEMBER.id), ...tasks];
}

class SampleRecorder {
  samples: RenderProbeSample[] = [];
  record(sample: RenderProbeSample): void {
    this.samples.push(sample);
  }
  clear(): void {
    this.samples = [];
  }
  ids(prefix: string): string[] {
    return this.samples.filter((s) => s.id.startsWith(prefix)).map((s) => s.id);
  }
  totalMs(): number {
    return this.samples.reduce((sum, s) => sum + s.actualDurationMs, 0);
  }
}

const figures: string[] = [];
afterAll(() => {
  // Printed here and in the figures at the end of `npm test`.
  console.log(`load figures:\n  ${figures.join('\n  ')}`);
  writeTestFigures('load', { lines: figures });
});

// Arbitrary pushes, as the platform's /__control/hubs/push sends them.
function pushTaskTitle(ports: PlatformPorts, task: Task, title: string): void {
  const hub = ports.hubs.connectionTo(TASK_NOTES_HUB.path);
  hub?.serverPush(TASK_NOTES_HUB.push.updateNote, {
    id: `note_${task.id}`,
    taskId: task.id,
    type: 'MEMBERTASK',
    created: task.created,
    task: { ...task, title },
  });
}

function pushEncounterName(ports: PlatformPorts, encounter: Encounter, name: string): void {
  const hub = ports.hubs.connectionTo(ENCOUNTERS_HUB.path);
  hub?.serverPush(ENCOUNTERS_HUB.push.updateEncounter, { ...encounter, name });
}

describe(`Home and Scans with ${ENCOUNTER_COUNT} encounters and ${TASK_COUNT} tasks`, () => {
  it('Home renders every open task, and a pushed task or encounter re-renders only its own item', async () => {
    const probe = new SampleRecorder();
    const { ports, scene } = await renderDashboardScreen(
      <RenderProbeProvider value={probe}>
        <HomeScreen />
      </RenderProbeProvider>,
      { seed: manyScansAndTasks, scene: signedIn() },
    );
    // The lists are a chunk of their own (HomeLiveSections): the first import takes a moment.
    const tasksRegion = await screen.findByRole(
      'region',
      { name: 'Your to-do list' },
      { timeout: 15_000 },
    );
    await waitFor(
      () => expect(within(tasksRegion).getAllByRole('listitem')).toHaveLength(TASK_COUNT),
      {
        timeout: 20_000,
      },
    );
    const firstTaskRows = new Set(probe.ids('task:')).size;
    const firstCards = new Set(probe.ids('encounter:')).size;
    const firstMs = probe.totalMs();
    expect(firstTaskRows).toBe(TASK_COUNT);

    probe.clear();
    const changed = scene.platform
      .listTasks(DEMO_MEMBER.id)
      .find((task) => task.id === 'tsk_load_1234')!;
    act(() => pushTaskTitle(ports, changed, 'Task 1234, updated'));
    expect(
      await within(tasksRegion).findByText('Task 1234, updated', {}, SHOWN_UNDER_LOAD),
    ).toBeInTheDocument();
    expect(probe.ids('task:')).toEqual([`task:${changed.id}`]);
    expect(probe.ids('encounter:')).toEqual([]);
    figures.push(
      `Home, first render: ${firstTaskRows} task rows and ${firstCards} scan cards profiled in ${firstMs.toFixed(0)} ms`,
      `Home, one task pushed: ${probe.ids('task:').length} of ${TASK_COUNT} task rows re-rendered (${probe.totalMs().toFixed(1)} ms)`,
    );

    // Home lists the latest scans: a push to one re-renders its card alone (twice when the same
    // scan is also the upcoming one, one card per place it shows) and the task rows that name it.
    const scansRegion = await screen.findByRole('region', { name: 'Your scans' }, SHOWN_UNDER_LOAD);
    const firstCardName = within(scansRegion).getAllByRole('heading', { level: 3 })[0]!.textContent;
    const shown = scene.platform
      .listEncounters(DEMO_MEMBER.id)
      .find((encounter) => encounter.name === firstCardName);
    if (!shown) throw new Error(`No encounter named '${firstCardName ?? ''}'`);
    probe.clear();
    act(() => pushEncounterName(ports, shown, 'Renamed scan'));
    expect(
      await within(scansRegion).findByRole('region', { name: 'Renamed scan' }, SHOWN_UNDER_LOAD),
    ).toBeInTheDocument();
    expect(new Set(probe.ids('encounter:'))).toEqual(new Set([`encounter:${shown.id}`]));
    const namingTasks = scene.platform
      .listTasks(DEMO_MEMBER.id)
      .filter((task) => task.encounterId === shown.id)
      .map((task) => `task:${task.id}`);
    expect(probe.ids('task:').sort()).toEqual(namingTasks.sort());
    figures.push(
      `Home, one encounter pushed: only its card(s) re-rendered (${probe.ids('encounter:').length} renders of 1 scan), and the ${probe.ids('task:').length} of ${TASK_COUNT} task rows that name it`,
    );
  }, 60_000);

  it('Scans lists every encounter, and a pushed encounter re-renders only its card', async () => {
    const probe = new SampleRecorder();
    const { ports, scene } = await renderDashboardScreen(
      <RenderProbeProvider value={probe}>
        <ScansScreen />
      </RenderProbeProvider>,
      { seed: manyScansAndTasks, scene: signedIn() },
    );
    await waitFor(() => expect(new Set(probe.ids('encounter:')).size).toBe(ENCOUNTER_COUNT), {
      timeout: 20_000,
    });
    const firstMs = probe.totalMs();
    probe.clear();
    const changed = scene.platform
      .listEncounters(DEMO_MEMBER.id)
      .find((encounter) => encounter.id === 'enc_load_321')!;
    act(() => pushEncounterName(ports, changed, 'Scan 321, moved'));
    expect(
      await screen.findByRole('region', { name: 'Scan 321, moved' }, SHOWN_UNDER_LOAD),
    ).toBeInTheDocument();
    expect(new Set(probe.ids('encounter:'))).toEqual(new Set([`encounter:${changed.id}`]));
    figures.push(
      `Scans, first render: ${ENCOUNTER_COUNT} cards profiled in ${firstMs.toFixed(0)} ms`,
      `Scans, one encounter pushed: ${probe.ids('encounter:').length} of ${ENCOUNTER_COUNT} cards re-rendered (${probe.totalMs().toFixed(1)} ms)`,
    );
  }, 60_000);
});
