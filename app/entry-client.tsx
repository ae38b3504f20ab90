import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prepareClient } from './client/startClient';
import { AppProviders } from './shell/AppProviders';
import { STATE_SCRIPT_ID } from './shell/state';
import type { SerializedState } from './shell/state';

/** Marks the document once React has hydrated it (end-to-end tests wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start() {
  const script = document.getElementById(STATE_SCRIPT_ID);
  if (!script?.textContent) throw new Error('The page has no serialized state');
  const state = JSON.parse(script.textContent) as SerializedState;
  const { scope, i18n, routes } = await prepareClient(state, window.location.pathname);
  // The router reads the loader results the server embedded (window.__staticRouterHydrationData),
  // so the matched route's loader — and its `opened` event — does not run again on hydration.
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders scope={scope} i18n={i18n}>
        <RouterProvider router={router} />
        <HydrationMark />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
