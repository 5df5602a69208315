/** The agent programme's operator suites: an app on a stopped clock, an operator's calls, players placed in an invite tree. */
import { registerPlayerDirectly } from '../modules/auth/service';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { bearer, newUsername } from './players';
import { freezeClock } from './records';
import { operatorToken } from './requests';
import { auditOf } from './audit';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AgentAdminSuite {
  testApp: TestApp;
  /** Stops the clock at `at` (a fresh operator session is opened on the next call). */
  setClock(at: string): void;
  /** An operator's call: the envelope's body (GET sends `payload` as the query). */
  asOperator(method: Method, url: string, payload?: Record<string, unknown>): Promise<any>;
  /** Registers a player (under `inviterId`, writing the closure rows) at the stopped clock's instant. */
  player(inviterId?: number | null): Promise<{ id: number; username: string }>;
  /** The audit rows of `entity`, oldest first. */
  audit(
    entity: string,
  ): Promise<Array<{ operator_id: number | null; action: string; entity_id: string; before: any; after: any }>>;
}

export async function agentAdminSuite(database: TestDatabase, at: string): Promise<AgentAdminSuite> {
  const testApp = await createTestApp(database);
  let token: string | null = null;
  const setClock = (instant: string) => {
    freezeClock(testApp, instant);
    token = null;
  };
  setClock(at);
  return {
    testApp,
    setClock,
    async asOperator(method, url, payload) {
      token ??= await operatorToken(testApp);
      const query = method === 'GET' && payload ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
      const body = method === 'GET' ? undefined : payload;
      return (await testApp.call({ method, url: `${url}${query}`, payload: body, headers: bearer(token) })).body;
    },
    async player(inviterId = null) {
      const username = newUsername();
      const player = await registerPlayerDirectly(testApp.context, username, 'secret123', inviterId);
      return { id: player.id, username };
    },
    audit: (entity) => auditOf(testApp, entity),
  };
}
