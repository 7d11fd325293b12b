import { describe, expect, it, vi } from 'vitest';
import { flushPromises } from '../../testing';
import { createSessionCore } from '../createSessionCore';
import { fakeCorePorts } from '../fakeCorePorts.test-support';
import { NEW_EMAIL, NEW_MEMBER_DETAILS, NEW_PASSWORD } from '../../join/newMember.test-support';
import { ENTITY_EXAMPLES } from '../../schemas';
import { createPasswordResetServices } from './createPasswordResetServices';
import { createSignUpServices } from './createSignUpServices';
import { funnelOnDemand } from './onDemandParts';

// A public journey made without calls (the web app's public pages) renders and validates before
// the member calls' code has loaded: a submit made meanwhile waits for it and is sent, once.
describe("a public journey's calls on demand", () => {
  it('a code request made before the member calls have loaded is sent once they have, once', async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('POST', '/users/password/forgot', { status: 204 });
    const session = createSessionCore(fakes.options);
    const { passwordReset, dispose } = createPasswordResetServices(session, fakes.options);
    const sent = passwordReset.requestCode('demo@example.com');
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toEqual([]);
    expect(await sent).toEqual({ ok: true });
    await flushPromises();
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toHaveLength(1);
    dispose();
    session.dispose();
  });

  it('a sign-up before its calls and funnel have loaded creates the member once and reports its stage once', async () => {
    const fakes = fakeCorePorts();
    const member = { ...ENTITY_EXAMPLES.Member, email: NEW_EMAIL, termsOfService: null };
    fakes.identity.addAccount({
      username: NEW_EMAIL,
      password: NEW_PASSWORD,
      profile: { sub: member.id },
    });
    fakes.http
      .on('POST', '/members', { status: 201, body: member })
      .on('GET', '/members', { body: member })
      .on('PUT', '/members/tos', { body: member });
    const session = createSessionCore(fakes.options);
    const { signUp, dispose } = createSignUpServices(session, fakes.options);
    const result = await signUp.submit(NEW_MEMBER_DETAILS);
    await flushPromises();
    expect(result).toEqual({ ok: true, continueTo: '/' });
    expect(fakes.http.requestsTo('POST', '/members')).toHaveLength(1);
    expect(fakes.http.requestsTo('PUT', '/members/tos')).toHaveLength(1);
    // The stage goes once the funnel's code (the conversion, the reporting) has loaded.
    const stages = (): string[] =>
      fakes.http
        .requestsTo('POST', '/api/members/bookingstage')
        .map((request) => (JSON.parse(request.body as string) as { stage: string }).stage);
    await vi.waitFor(() => expect(stages()).toEqual(['ACCOUNT_CREATED']));
    await flushPromises();
    expect(stages()).toEqual(['ACCOUNT_CREATED']);
    dispose();
    session.dispose();
  });

  it('a funnel on demand reports a stage once its code has loaded, and the same stage again only after a reset', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const stages = (): string[] =>
      fakes.http
        .requestsTo('POST', '/api/members/bookingstage')
        .map((request) => (JSON.parse(request.body as string) as { stage: string }).stage);
    const { funnel, dispose } = funnelOnDemand(session, fakes.options);
    // Nothing reported yet: a reset has nothing to forget and loads nothing.
    funnel.reset();
    await funnel.enter('SCAN_SELECTION_PAGE');
    await flushPromises();
    expect(stages()).toEqual(['SCAN_SELECTION_PAGE']);
    expect(await funnel.enter('SCAN_SELECTION_PAGE')).toBe(false);
    funnel.reset();
    await funnel.enter('SCAN_SELECTION_PAGE');
    await flushPromises();
    expect(stages()).toEqual(['SCAN_SELECTION_PAGE', 'SCAN_SELECTION_PAGE']);
    dispose();
    session.dispose();
  });

  it('an error nothing handled before the reporting has loaded is reported once it has, once', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    session.reportUnexpected(new Error('early'), { source: 'uncaught-error' });
    expect(fakes.errorReporting.reports).toEqual([]);
    await session.loadReporting();
    await flushPromises();
    expect(fakes.errorReporting.reports.map((report) => (report.error as Error).message)).toEqual([
      'early',
    ]);
    session.dispose();
  });
});
