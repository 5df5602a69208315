/** The captcha picture of the login dialog: a fresh one per reload, for this device (spec §7). */
import { useCallback, useRef, useState } from 'react';
import { apiPaths, type captchaResultSchema } from 'shared-contracts';
import type { z } from 'zod';
import { httpClient } from '../../http/site-client';
import { getDeviceId } from '../../platform/device-id';

export function useCaptcha() {
  const [imageUrl, setImageUrl] = useState('');
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const result = await httpClient<z.infer<typeof captchaResultSchema>>(apiPaths.captcha, {
        method: 'POST',
        body: { device: getDeviceId() },
      });
      if (call === latest.current) setImageUrl(result.img_url);
    } catch {
      // Toasted by the client; the player can tap the picture again.
    }
  }, []);

  return { imageUrl, reload };
}
