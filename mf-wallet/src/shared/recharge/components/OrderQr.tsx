/** The QR code of the deposit address, 344 design units square (spec §9), named by the address. */
import { messages } from 'shared-contracts';
import { useQrCode } from '../hooks/use-qr-code';
import styles from './OrderView.module.css';

export function OrderQr({ text, address }: { text: string; address: string }) {
  const qr = useQrCode(text);
  // The box keeps its size while the image is made, so nothing below jumps.
  return (
    <div className={styles.qrBox}>
      {qr && (
        <img className={styles.qr} src={qr} alt={`${messages.recharge.qrAlt} ${address}`} data-testid="recharge-qr" />
      )}
    </div>
  );
}
