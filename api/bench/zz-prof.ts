import { startApi } from './servers';
import { benchPlayers } from './wallet-players';
import { rawServiceLoop } from './wallet-loops';
const server = await startApi(process.env.PG, (process.env.SYNC as 'FULL' | 'NORMAL') ?? 'FULL');
const players = await benchPlayers(server.context!, 50, 'service');
const r = await rawServiceLoop(server.context!, players, 8);
console.log(r);
await server.close();
