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
  /** Register only: the 我已年满18周岁 checkbox (issue 18). */
  adult?: boolean;
}

export function sendRegister(values: AuthFormValues) {
  const { username, password, confrimPas, captcha, code, adult } = values;
  return httpClient<z.infer<typeof registerResultSchema>>(apiPaths.register, {
    method: 'POST',
    // The body is form-encoded, so the confirmation travels as text; unticked, it is left out and the API refuses.
    body: {
      username,
      password,
      confrimPas,
      captcha,
      code: code || undefined,
      adult: adult ? '1' : undefined,
      device: getDeviceId(),
    },
  });
}

export function sendLogin(values: AuthFormValues) {
  const { username, password, captcha } = values;
  return httpClient<z.infer<typeof loginResultSchema>>(apiPaths.login, {
    method: 'POST',
    body: { username, password, captcha, device: getDeviceId() },
  });
}
