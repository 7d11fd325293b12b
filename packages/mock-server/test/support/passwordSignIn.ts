import { DEMO_MEMBER } from '../../src/platform';

/**
 * A member's access token from the platform's token endpoint (the password grant the web app's
 * sign-in form uses), for tests that call the platform as that member. Throws when the platform
 * refuses: a test that needs a token cannot go on without one.
 */
export async function passwordSignIn(
  platformUrl: string,
  member: { readonly email: string; readonly password: string } = DEMO_MEMBER,
): Promise<string> {
  const response = await fetch(`${platformUrl}/members/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'scanwise-web',
      username: member.email,
      password: member.password,
      scope: 'openid offline_access profile roles',
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
