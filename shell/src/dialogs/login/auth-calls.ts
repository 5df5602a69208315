/** Register and login as the dialog sends them (spec §7): form-encoded, with the device id. */
import { apiPaths, type loginResultSchema, type registerResultSchema } from 'shared-contracts';
import type { z } from 'zod';
import { httpClient } from '../../http/site-client';
import { getDeviceId } from '../../platform/device-id';

export interface AuthFormValues {
  username?: string;
  password?: string;
  confrimPas?: string;
  captcha?: string;
  code?: string;
}

export function sendRegister(values: AuthFormValues) {
  const { username, password, confrimPas, captcha, code } = values;
  return httpClient<z.infer<typeof registerResultSchema>>(apiPaths.register, {
    method: 'POST',
    body: { username, password, confrimPas, captcha, code: code || undefined, device: getDeviceId() },
  });
}

export function sendLogin(values: AuthFormValues) {
  const { username, password, captcha } = values;
  return httpClient<z.infer<typeof loginResultSchema>>(apiPaths.login, {
    method: 'POST',
    body: { username, password, captcha, device: getDeviceId() },
  });
}
