/**
 * A change an operator confirmed: run the API call, say 成功 (or the API's Chinese refusal), then
 * refresh what the screen shows. `busy` names the action running, to show one button loading.
 */
import { App } from 'antd';
import { useCallback, useState } from 'react';

export function useApiAction(afterwards?: () => unknown) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T>(
      name: string,
      call: () => Promise<T>,
      success: string | ((result: T) => string),
    ): Promise<T | undefined> => {
      setBusy(name);
      try {
        const result = await call();
        // What succeeded may depend on the answer (a payout completed, or waiting for the chain).
        message.success(typeof success === 'function' ? success(result) : success);
        await afterwards?.();
        return result;
      } catch (error) {
        message.error((error as Error).message);
        // A refusal often means someone else acted first: show what is true now.
        await afterwards?.();
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [afterwards, message],
  );
  return { run, busy };
}
