/**
 * /redBag 红包发送 (spec §2, outside the frame; issue 16): its own header with a back control to
 * /home. Without ?code= a player sends a packet (then its link and code) and sees the packets they
 * sent; with ?code= the packet opens (开, my share, 手慢了, 已过期, or the sender's view). A visitor
 * is asked to log in, and the page works once they have; a new session starts the page afresh.
 */
import { Button, NavBar } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages, type RedPacket } from 'shared-contracts';
import { getHost, RemotePage, useReadable } from 'remote-kit';
import { OpenPacket } from './components/OpenPacket';
import { SendForm } from './components/SendForm';
import { SendResult } from './components/SendResult';
import { SentPackets } from './components/SentPackets';
import { codeParam } from './packet-view';
import styles from './RedBag.module.css';

const text = messages.redBag;

export default function RedBag() {
  const [params] = useSearchParams();
  const code = codeParam(params.get('code'));
  const token = useReadable(getHost().session.token);
  return (
    <RemotePage className={styles.page}>
      <NavBar className={styles.bar} onBack={() => getHost().navigate('/home')}>
        {code === null ? text.title : text.openTitle}
      </NavBar>
      <div className={styles.body} data-testid="red-bag-page">
        {token === null ? (
          <LoginPrompt />
        ) : code === null ? (
          <SendScreen key={token} />
        ) : (
          <OpenPacket key={`${token}#${code}`} code={code} />
        )}
      </div>
    </RemotePage>
  );
}

function SendScreen() {
  const [sent, setSent] = useState<RedPacket | null>(null);
  // Each packet sent starts the list again, so it shows at the top.
  const [sentCount, setSentCount] = useState(0);
  return (
    <>
      {sent === null ? (
        <SendForm
          onSent={(result) => {
            setSent(result.packet);
            setSentCount((count) => count + 1);
          }}
        />
      ) : (
        <SendResult packet={sent} onAnother={() => setSent(null)} />
      )}
      <SentPackets key={sentCount} />
    </>
  );
}

function LoginPrompt() {
  return (
    <div className={styles.prompt} data-testid="red-bag-login">
      <div className={styles.promptArt} aria-hidden="true">
        {text.open}
      </div>
      <p>{text.loginPrompt}</p>
      <Button className={styles.gold} block size="large" shape="rounded" onClick={() => getHost().openLogin()}>
        {messages.socialCommon.login}
      </Button>
    </div>
  );
}
