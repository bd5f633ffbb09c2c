import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/ui/plain.css';
import { createApp } from './app/create-app';

const { App } = createApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
