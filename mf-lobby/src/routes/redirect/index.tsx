/**
 * /redirect (spec §4): the window a game opens in. Asks the provider's launch call for the game's
 * URL and replaces itself with it; a refusal (already toasted by the shell) leaves a way back.
 */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages, type LaunchResult } from 'shared-contracts';
import { getHost, RemotePage } from 'remote-kit';
import { launchCallOf } from './launch-call';
import styles from './Redirect.module.css';

function backToLobby() {
  // Opened by the lobby with window.open: closing returns the player to it.
  if (window.opener) window.close();
  else getHost().navigate('/home', { replace: true });
}

export default function Redirect() {
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const platTypeId = Number(params.get('plat_type_id'));
  const gameCode = params.get('game_code') ?? '';
  const type = params.get('type');

  useEffect(() => {
    let current = true;
    const host = getHost();
    const call = launchCallOf({ platTypeId, gameCode, type });
    if (call.kind === 'navigate') {
      host.navigate(call.path, { replace: true });
      return;
    }
    const payload = call.method === 'GET' ? { query: call.params } : { body: call.params };
    host.request<LaunchResult>(call.path, { method: call.method, ...payload }).then(
      (result) => current && window.location.replace(result.url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [platTypeId, gameCode, type]);

  return (
    <RemotePage className={styles.page}>
      <div className={styles.center} data-testid="redirect-page">
        {failed ? (
          <div className={styles.center} data-testid="redirect-error">
            <ErrorBlock status="default" title={messages.lobby.launchFailed} description="" />
            <Button color="primary" onClick={backToLobby} data-testid="redirect-back">
              {messages.lobby.backToLobby}
            </Button>
          </div>
        ) : (
          <>
            <DotLoading color="primary" />
            <p>{messages.lobby.launching}</p>
          </>
        )}
      </div>
    </RemotePage>
  );
}
