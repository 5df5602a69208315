/** The lobby suites' app, with the demo catalogue seeded, and the reads they make of it. */
import { apiPaths, envelopeSchema, gamePageSchema } from 'shared-contracts';
import { seedDemoData } from '../seed/seed';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { formPost, generousLimits } from './requests';

/** An app on `database` with generous limits and the demo catalogue. */
export async function lobbyTestApp(database: TestDatabase): Promise<TestApp> {
  const testApp = await createTestApp(database, generousLimits());
  try {
    await seedDemoData(testApp.context);
  } catch (error) {
    await testApp.close();
    throw error;
  }
  return testApp;
}

/** Reads of the lobby through the app `testApp()` answers: any GET, a page of games, a search. */
export function lobbyReads(testApp: () => TestApp) {
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await testApp().call({ method: 'GET', url, headers })).body;
  const page = async (url: string) => envelopeSchema(gamePageSchema).parse(await get(url)).result;
  const search = async (game_name: string) =>
    envelopeSchema(gamePageSchema).parse(
      (await testApp().call(formPost(apiPaths.lobby.searchGames, { game_name }))).body,
    ).result;
  return { get, page, search };
}

/** The game codes of a list of games, in order. */
export const codes = (games: Array<{ game_code: string }>) => games.map((game) => game.game_code);
