/** The operator console's entry: one app, no federation (it is released with the API). */
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/App';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
