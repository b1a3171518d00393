import { expect } from 'vitest';
import { registerOwnerWithBusiness, type TestClient } from './app.ts';
import { uploadFile } from './uploads.ts';

/** What Complete Setup publishes in tests that need a live agent but not its profile. */
export const TEST_PROFILE = { agentBio: 'Bio', agentSkills: ['a'], agentResponsibilities: ['b'], agentExperience: 'c', agentTools: ['d'] };

interface Clients {
  client(ip?: string): TestClient;
}

/**
 * A verified owner with a business trained on one text file and published on `{prefix}-{id}`:
 * the start of every test of what visitors do in the chat.
 */
export async function publishedBusiness(
  t: Clients,
  opts: { prefix: string; name: string; file: { name: string; text: string } },
): Promise<{ client: TestClient; businessId: number; userId: number; email: string }> {
  const client = t.client();
  const { userId, businessId } = await registerOwnerWithBusiness(client, opts.prefix, { name: opts.name, website: 'https://example.com' });
  expect((await uploadFile(client, businessId, opts.file.name, opts.file.text)).statusCode).toBe(201);
  const setup = await client.post(`/api/business/${businessId}/setup`, { ...TEST_PROFILE, subdomain: `${opts.prefix}-${businessId}` });
  expect(setup.statusCode).toBe(200);
  const email = (await client.get('/api/user')).json().email as string;
  return { client, businessId, userId, email };
}

/**
 * New visitors (of the test app `app()` returns once it is started), each from its own address in `10.{subnet}.x.y` (so one test's chat limits never
 * touch another's), each with a visitor id of the business.
 */
export function visitorsFrom(app: () => Clients, subnet: number) {
  let seq = 0;
  return async (businessId: number): Promise<{ client: TestClient; visitorId: string }> => {
    seq += 1;
    const client = app().client(`10.${subnet}.${Math.floor(seq / 250)}.${seq % 250}`);
    const res = await client.post(`/api/chat/${businessId}/visitor`);
    expect(res.statusCode).toBe(201);
    return { client, visitorId: res.json().visitorId as string };
  };
}
