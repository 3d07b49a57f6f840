import './i18n/common';
import './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { renewTokensAtStart } from './lib/api';

void renewTokensAtStart();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Vite's dynamic import resolves once the stylesheets have loaded, so nothing renders unstyled;
// should they fail to load, the app renders anyway (as a failed stylesheet link did before).
void import('./app/styles').then(render, render);
