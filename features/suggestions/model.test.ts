import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Suggestions, SuggestionsResponse } from '../../contract';
import { $suggestions, $suggestionStatus, fetchSuggestionsFx, suggestionTextChanged, SUGGESTION_DEBOUNCE_MS } from './index';
import type { SuggestionRequest } from './index';

const found: Suggestions = { products: [{ name: 'Vestido midi', slug: 'vestido-midi', price: 29.9, thumb: null }], brands: [], categories: [] };
const none: Suggestions = { products: [], brands: [], categories: [] };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function scopeAnswering(answer: (request: SuggestionRequest) => Promise<SuggestionsResponse>) {
  const calls: SuggestionRequest[] = [];
  const scope = fork({ handlers: [[fetchSuggestionsFx, (request: SuggestionRequest) => (calls.push(request), answer(request))]] });
  return { scope, calls };
}

describe('search suggestions', () => {
  it('asks once typing pauses, for the words typed then, in the page language', async () => {
    const { scope, calls } = scopeAnswering(async () => ({ data: found }));
    for (const text of ['v', 've', 'ves', 'vestdo ']) void allSettled(suggestionTextChanged, { scope, params: { text, locale: 'en' } });
    expect(scope.getState($suggestionStatus)).toBe('loading');
    await wait(SUGGESTION_DEBOUNCE_MS + 50);
    await allSettled(scope);
    expect(calls).toEqual([{ q: 'vestdo', locale: 'en' }]);
    expect(scope.getState($suggestionStatus)).toBe('results');
  });

  it('asks nothing below two letters and shows nothing', async () => {
    const { scope, calls } = scopeAnswering(async () => ({ data: found }));
    await allSettled(suggestionTextChanged, { scope, params: { text: ' v ', locale: 'pt' } });
    await wait(SUGGESTION_DEBOUNCE_MS + 50);
    expect(calls).toEqual([]);
    expect(scope.getState($suggestionStatus)).toBe('idle');
  });

  it('says empty when nothing matches, and error when the answer fails', async () => {
    const empty = scopeAnswering(async () => ({ data: none }));
    await allSettled(suggestionTextChanged, { scope: empty.scope, params: { text: 'zzqx', locale: 'pt' } });
    await wait(SUGGESTION_DEBOUNCE_MS + 50);
    await allSettled(empty.scope);
    expect(empty.scope.getState($suggestionStatus)).toBe('empty');
    const failing = scopeAnswering(async () => Promise.reject({ message: 'down', status: 500, data: null }));
    await allSettled(suggestionTextChanged, { scope: failing.scope, params: { text: 'vest', locale: 'pt' } });
    await wait(SUGGESTION_DEBOUNCE_MS + 50);
    await allSettled(failing.scope);
    expect(failing.scope.getState($suggestionStatus)).toBe('error');
  });

  it('drops a late answer for letters no longer typed', async () => {
    let release!: () => void;
    const { scope } = scopeAnswering((request) =>
      request.q === 'ves' ? new Promise((resolve) => (release = () => resolve({ data: found }))) : Promise.resolve({ data: none }),
    );
    void allSettled(suggestionTextChanged, { scope, params: { text: 'ves', locale: 'pt' } });
    await wait(SUGGESTION_DEBOUNCE_MS + 50);
    void allSettled(suggestionTextChanged, { scope, params: { text: 'zzqx', locale: 'pt' } });
    await wait(SUGGESTION_DEBOUNCE_MS + 50);
    release();
    await allSettled(scope);
    expect(scope.getState($suggestions)).toEqual(none);
    expect(scope.getState($suggestionStatus)).toBe('empty');
  });
});
