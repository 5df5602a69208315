/** Sub-page header: back control and the page's title, which is the page's level-one heading. */
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ThemeToggle } from './ThemeToggle';
import styles from './Frame.module.css';

export function BackBar({ title }: { title: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // Opened directly (no history inside the site): go home instead of leaving the site.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };
  // The back control's name and keyboard access come from app/antd-mobile-a11y.ts.
  return (
    <header>
      <NavBar onBack={goBack} backIcon right={<ThemeToggle />}>
        <h1 className={styles.pageTitle}>{title}</h1>
      </NavBar>
    </header>
  );
}
