import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_NOTICES } from './index';

const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as {
    auth: { notices: Record<string, { title: string; description?: string }> };
  };

describe('§8 auth messages in the four languages', () => {
  it('the English texts are the §8 texts exactly', () => {
    const en = locale('en').auth.notices;
    for (const notice of Object.values(AUTH_NOTICES)) {
      expect(en[notice.key]).toEqual('description' in notice ? { title: notice.title, description: notice.description } : { title: notice.title });
    }
  });

  it.each(['pt', 'es', 'fr'])('every notice has a %s translation with the same parts', (lang) => {
    const notices = locale(lang).auth.notices;
    for (const notice of Object.values(AUTH_NOTICES)) {
      expect(Object.keys(notices[notice.key] ?? {}).sort()).toEqual('description' in notice ? ['description', 'title'] : ['title']);
    }
  });
});
