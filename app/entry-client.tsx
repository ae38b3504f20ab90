import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { ClientRoot, prepareClient } from './client/startClient';
import { STATE_SCRIPT_ID } from './shell/state';
import type { SerializedState } from './shell/state';

async function start() {
  const script = document.getElementById(STATE_SCRIPT_ID);
  if (!script?.textContent) throw new Error('The page has no serialized state');
  const state = JSON.parse(script.textContent) as SerializedState;
  const app = await prepareClient(state, window.location.pathname);
  // The router reads the loader results the server embedded (window.__staticRouterHydrationData),
  // so the matched route's loader — and its `opened` event — does not run again on hydration.
  const router = createBrowserRouter(app.routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  hydrateRoot(root, <ClientRoot app={app} router={router} />);
}

void start();
