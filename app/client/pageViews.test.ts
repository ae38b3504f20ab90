import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $dataLayer } from '../../features/analytics';
import { startPageViews } from './pageViews';
import type { PageViewEnvironment } from './pageViews';

function browser(start: string) {
  let href = start;
  let title = 'Outlet Marketplace';
  let settled = () => {};
  const waits: number[] = [];
  let draw = () => {};
  const env: PageViewEnvironment = {
    href: () => href,
    title: () => title,
    referrer: 'https://search.example/',
    onNavigationSettled: (listener) => {
      settled = listener;
      return () => (settled = () => {});
    },
    pageDrawn: (ms) => {
      waits.push(ms);
      return new Promise((resolve) => (draw = resolve));
    },
  };
  return {
    env,
    waits,
    navigate(to: string, newTitle: string) {
      href = to;
      title = newTitle;
      settled();
    },
    drawn: () => draw(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('§7 page views after each navigation settles', () => {
  it('the landing, then each navigation once its page was drawn (at most 100 ms later), each naming the page before', async () => {
    const pushed: object[] = [];
    const scope = fork({ values: [[$dataLayer, { push: (entry: object) => pushed.push(entry) }]] });
    const page = browser('https://shop.example/');
    const stop = startPageViews(scope, page.env);
    await flush();
    expect(pushed).toEqual([]);
    page.drawn();
    await flush();
    expect(pushed).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/', page_referrer: 'https://search.example/', language: 'pt' })]);

    page.navigate('https://shop.example/en/search?q=linen', 'Search: linen');
    await flush();
    expect(pushed).toHaveLength(1);
    page.drawn();
    await flush();
    expect(pushed[1]).toEqual({
      event: 'page_view',
      page_location: 'https://shop.example/en/search?q=linen',
      page_path: '/en/search?q=linen',
      page_title: 'Search: linen',
      page_referrer: 'https://shop.example/',
      language: 'en',
    });
    expect(page.waits).toEqual([100, 100]);

    stop();
    page.navigate('https://shop.example/en', 'Home');
    page.drawn();
    await flush();
    expect(pushed).toHaveLength(2);
  });
});
