import { DEMO_PASSWORD, DEMO_SITE_ID } from '../../../ops/src/demo-seed.js';

/**
 * Turns the demo site's wall on (it ships off), as its master would in the site editor: the wall's
 * browser specs and the screens sweep need it. Answers the write's position.
 */
export async function turnOnDemoWall(baseUrl: string): Promise<number> {
  const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: init.token } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await response.json()) as { data: Record<string, unknown>; meta?: { position?: number } };
  };
  const signedIn = await api(`/users/authenticate?site_id=${DEMO_SITE_ID}`, {
    method: 'POST',
    body: { email: 'master@demo.wellway.test', password: DEMO_PASSWORD },
  });
  const token = signedIn.data.auth_key as string;
  const site = await api(`/sites/${DEMO_SITE_ID}`, { token });
  const flags = { ...(site.data.flags as Record<string, boolean>), is_wall_enabled: true };
  const saved = await api(`/sites/${DEMO_SITE_ID}`, { method: 'PUT', token, body: { flags } });
  return saved.meta?.position ?? 0;
}
