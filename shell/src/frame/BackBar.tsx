/** Sub-page header: back control and the page's title. */
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { messages } from 'shared-contracts';
import { ThemeToggle } from './ThemeToggle';

export function BackBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // Opened directly (no history inside the site): go home instead of leaving the site.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };
  return (
    <NavBar onBack={goBack} backIcon aria-label={messages.frame.back} right={<ThemeToggle />}>
      {title}
    </NavBar>
  );
}
