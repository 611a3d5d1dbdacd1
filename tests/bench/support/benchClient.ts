/** The demo venue manager (identity issue): signs the browser in to the demo venues. */
export const demoAccount = { email: 'venue@oms.test', password: 'Demo!Pass1' } as const;
/** The demo platform admin, who reaches every venue: the bench's own venues belong to no venue user. */
export const benchAccount = { email: 'admin@oms.test', password: 'Demo!Pass1' } as const;

/**
 * Headers that carry a signed-in session. Signs in through `POST /api/auth/login` and keeps its
 * cookie; where the route does not exist yet (404) the development fixed user stands in.
 */
export async function signedInHeaders(baseUrl: string, account = benchAccount): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.length > 0 ? { cookie: cookies.join('; ') } : {};
}
