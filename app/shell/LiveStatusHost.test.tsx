import { fork } from 'effector';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { $liveUpdatesConnectedOnce, $liveUpdatesNotice } from '../../features/realtime';
import { createI18n, loadMessages } from '../i18n/i18n';
import { AppProviders } from './AppProviders';
import { buildLiveStatusLabels } from './liveStatusLabels';

describe('the live updates notice as the server renders it', () => {
  it('is not in the HTML, even when the scope says the updates are paused (server render and hydration render nothing)', async () => {
    const i18n = createI18n('pt', await loadMessages('pt'));
    const labels = buildLiveStatusLabels(i18n.t);
    const scope = fork({
      values: [
        [$liveUpdatesConnectedOnce, true],
        [$liveUpdatesNotice, 'paused'],
      ],
    });
    const page = (
      <AppProviders scope={scope} i18n={i18n}>
        <main>Página</main>
      </AppProviders>
    );
    renderToString(page);
    // A second render once the lazy notice could have loaded: still nothing (a lazy chunk alone would hide a missing guard).
    await import('./LiveStatusLoaded');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const html = renderToString(page);
    expect(html).toContain('Página');
    expect(labels.paused).toBe('Sem ligação às atualizações em direto — a tentar novamente…');
    expect(html).not.toContain(labels.paused);
    expect(html).not.toContain('role="status"');
  });
});
