/** The device id sent with captcha, register and login (and, as x-device-id, every API call): random, made once, kept in localStorage. */
import { LOCAL_KEYS } from '../stores/storage-keys';

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function newDeviceId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function getDeviceId(storage: KeyValueStorage = localStorage): string {
  const saved = storage.getItem(LOCAL_KEYS.deviceId);
  if (saved && DEVICE_ID_PATTERN.test(saved)) return saved;
  const id = newDeviceId();
  storage.setItem(LOCAL_KEYS.deviceId, id);
  return id;
}
