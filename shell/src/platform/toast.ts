/** The site's toast (antd-mobile Toast, 2000 ms): request failures and every short message of the shell. */
import { Toast } from 'antd-mobile';

export function showToast(message: string): void {
  Toast.show({ content: message, duration: 2000 });
}
