/** A PNG data URL of a QR code; qrcode loads with the first order, not with the page. */
import { useEffect, useState } from 'react';

/** Pixels of the generated image: twice the 344-unit display size keeps it sharp on dense screens. */
const QR_PIXELS = 688;

export function useQrCode(text: string): string | undefined {
  const [qr, setQr] = useState<{ text: string; url: string }>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { width: QR_PIXELS, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => current && setQr({ text, url }),
        (error: unknown) => console.error('recharge QR code failed', error),
      );
    return () => {
      current = false;
    };
  }, [text]);
  return qr?.text === text ? qr.url : undefined;
}
