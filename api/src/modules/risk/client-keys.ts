/**
 * What identifies a player's client for the one-account-per-client rules (每个IP/设备仅限一个账户):
 * the current request's address (a loopback one names no client) and device id, and every device id
 * the player's own traces carry — the shell sends its device id in the body at registration and login,
 * so a later call without the header still names the handset.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentRequest } from '../../request-client';
import { LOOPBACK_IPS } from './associations-store';
import { selectPlayerDevices } from './traces-store';

export interface ClientKeys {
  ips: string[];
  devices: string[];
}

/** The current client's address and device ids, with those the player's traces carry. */
export async function currentClientKeys(db: Kysely<Database>, playerId: number): Promise<ClientKeys> {
  const client = currentRequest()?.client;
  const ips = client && !LOOPBACK_IPS.includes(client.ip) ? [client.ip] : [];
  const devices = new Set(await selectPlayerDevices(db, playerId));
  if (client?.deviceId) devices.add(client.deviceId);
  return { ips, devices: [...devices] };
}
