/** The device id sent with captcha, register and login: random, made once, kept in localStorage. */
export const DEVICE_ID_KEY = 'device_id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function newDeviceId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function getDeviceId(storage: KeyValueStorage = localStorage): string {
  const saved = storage.getItem(DEVICE_ID_KEY);
  if (saved && DEVICE_ID_PATTERN.test(saved)) return saved;
  const id = newDeviceId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}
