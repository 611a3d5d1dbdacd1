/** The demo venue manager (identity issue): the account the bench signs in as. */
export const demoAccount = { email: 'venue@oms.test', password: 'Demo!Pass1' } as const;

/**
 * Headers that carry a signed-in session. Signs in through `POST /api/auth/login` and keeps its
 * cookie; where the route does not exist yet (404) the development fixed user stands in.
 */
export async function signedInHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.length > 0 ? { cookie: cookies.join('; ') } : {};
}
