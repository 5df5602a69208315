import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { messages } from 'shared-contracts';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={messages.frame.notFound} description="" fullPage>
      <Button color="primary" onClick={() => navigate('/home', { replace: true })}>
        {messages.frame.backHome}
      </Button>
    </ErrorBlock>
  );
}
