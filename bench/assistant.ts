/**
 * `npm run bench:assistant`: how well the assistant's understanding core does on the labelled
 * evaluation set (api/modules/assistant/corpus/evaluation.ts), which is kept apart from the training
 * corpus. The content pages come from an in-memory database seeded as the API seeds it.
 *
 * Printed per language and overall: language detection accuracy (the message alone, no locale
 * hint), intent accuracy (the shopper's locale as hint, as the widget sends it), retrieval hit@3 (an
 * expected page among the pages of the first three passages, the question joined by its intent's
 * topic words; and, for comparison, the question alone), entity recall, and the p50/p95 of one
 * classification plus retrieval. Every miss is listed below the table.
 *
 * Then the real endpoint: the API listens on a free port and every question is sent to
 * `POST /v1/assistant/messages` as a guest, each in a new conversation, and read as a stream. Printed per
 * language: the hand-off rate (replies that hand the conversation to a person, or ask the e-mail to do
 * so), the rate of replies that found nothing and offered a person, and the p50/p95 from sending the
 * message to the first `token` event and to the `done` event.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASSISTANT_API_PATHS, AssistantReply, LOCALES, type Locale } from '../contract';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/client';
import { seedCatalogue } from '../api/db/seed';
import { createAssistantCore, loadContentPages } from '../api/modules/assistant';
import { TRAINING_CORPUS } from '../api/modules/assistant/corpus';
import { EVALUATION, type EvaluationCase } from '../api/modules/assistant/corpus/evaluation';
import { entitiesMatch } from '../api/modules/assistant/evaluation';
import { buildRetriever } from '../api/modules/assistant/retrieval';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
await seedCatalogue(database, { products: 200 });
const pages = await loadContentPages(database.query);

const trainingStarted = performance.now();
const core = await createAssistantCore(pages);
const trainingMs = performance.now() - trainingStarted;
const bareRetriever = buildRetriever(pages);

type Tally = { cases: number; language: number; intent: number; sourced: number; hits: number; bareHits: number; withEntities: number; entities: number };
const empty = (): Tally => ({ cases: 0, language: 0, intent: 0, sourced: 0, hits: 0, bareHits: 0, withEntities: 0, entities: 0 });
const tallies = new Map<Locale | 'all', Tally>([['all', empty()], ...LOCALES.map((locale) => [locale, empty()] as const)]);
const latencies: number[] = [];
const misses: string[] = [];

const count = (locale: Locale, update: (tally: Tally) => void) => {
  update(tallies.get(locale)!);
  update(tallies.get('all')!);
};

async function evaluate(locale: Locale, item: EvaluationCase) {
  const detected = await core.read(item.text);
  const started = performance.now();
  const understood = await core.read(item.text, locale);
  latencies.push(performance.now() - started);

  const slugs = understood.passages.map((passage) => passage.slug);
  const bareSlugs = bareRetriever.search(item.text, understood.locale).map((passage) => passage.slug);
  count(locale, (tally) => {
    tally.cases += 1;
    if (detected.locale === locale) tally.language += 1;
    if (understood.intent === item.intent) tally.intent += 1;
    if (item.source) {
      tally.sourced += 1;
      if (slugs.includes(item.source)) tally.hits += 1;
      if (bareSlugs.includes(item.source)) tally.bareHits += 1;
    }
    if (item.entities) {
      tally.withEntities += 1;
      if (entitiesMatch(item.entities, understood.entities)) tally.entities += 1;
    }
  });
  if (detected.locale !== locale) misses.push(`${locale} language  "${item.text}" → ${detected.locale}`);
  if (understood.intent !== item.intent) misses.push(`${locale} intent    "${item.text}" → ${understood.intent}, expected ${item.intent}`);
  if (item.source && !slugs.includes(item.source)) misses.push(`${locale} retrieval "${item.text}" → [${slugs.join(', ')}], expected ${item.source}`);
  if (item.entities && !entitiesMatch(item.entities, understood.entities)) {
    misses.push(`${locale} entities  "${item.text}" → ${JSON.stringify(understood.entities)}, expected ${JSON.stringify(item.entities)}`);
  }
}

for (const locale of LOCALES) for (const item of EVALUATION[locale]) await evaluate(locale, item);

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

console.log(`trained on ${LOCALES.map((locale) => Object.values(TRAINING_CORPUS[locale]).flat().length).reduce((a, b) => a + b)} utterances in ${trainingMs.toFixed(0)} ms; ${pages.length} content pages`);
console.log('');
console.log('lang  cases  language  intent    hit@3            hit@3 question only  entities');
for (const [name, tally] of tallies) {
  console.log(
    `${name.padEnd(5)} ${String(tally.cases).padStart(5)}  ${percent(tally.language, tally.cases).padStart(8)}  ${percent(tally.intent, tally.cases).padStart(7)}  ${percent(tally.hits, tally.sourced).padStart(7)} of ${String(tally.sourced).padStart(3)}  ${percent(tally.bareHits, tally.sourced).padStart(19)}  ${percent(tally.entities, tally.withEntities).padStart(7)} of ${tally.withEntities}`,
  );
}
console.log('');
console.log(`classification + retrieval: p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms`);
if (misses.length) console.log(`\nmisses:\n${misses.join('\n')}`);

// ——— the real endpoint ———

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-assistant-'));
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_PRODUCTS: '0' }),
  database,
  // Hundreds of questions from one address in a minute: the bench measures the replies, not the rate limit.
  rateLimitStore: {
    hit: async (_key, windowMs, now) => ({ count: 1, resetAt: now + windowMs }),
    peek: async () => null,
    unhit: async () => undefined,
    reset: async () => undefined,
    close: async () => undefined,
  },
});
app.assistant.warm();
const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${ASSISTANT_API_PATHS.messages}`;

type Timing = { first: number; end: number; reply: AssistantReply };

/** One question as the widget sends it, read as a stream: when the first token came, when `done` did. */
async function timed(text: string, locale: Locale): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ session_id: randomUUID(), message: text, locale }),
  });
  if (!response.ok || !response.body) throw new Error(`${response.status} for "${text}"`);
  let first = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    if (!first && buffer.includes('event: token')) first = performance.now() - started;
  }
  const end = performance.now() - started;
  const done = buffer.split('\n\n').find((block) => block.startsWith('event: done'));
  if (!done) throw new Error(`no done event for "${text}": ${buffer.slice(0, 200)}`);
  return { first: first || end, end, reply: AssistantReply.parse(JSON.parse(done.split('\n')[1]!.slice('data: '.length))) };
}

// The first message waits for the training: once, before the timings.
await timed('olá', 'pt');
type EndpointTally = { cases: number; handoffs: number; unanswered: number; first: number[]; end: number[] };
const emptyEndpoint = (): EndpointTally => ({ cases: 0, handoffs: 0, unanswered: 0, first: [], end: [] });
const endpoint = new Map<Locale | 'all', EndpointTally>([['all', emptyEndpoint()], ...LOCALES.map((locale): [Locale, EndpointTally] => [locale, emptyEndpoint()])]);
for (const locale of LOCALES) {
  for (const item of EVALUATION[locale]) {
    const { first, end, reply } = await timed(item.text, locale);
    const handedOver = reply.intent === 'human_handoff' || reply.actions.some((action) => action.type === 'handoff');
    const unanswered = !handedOver && reply.sources.length === 0 && reply.actions.some((action) => action.type === 'suggestions' && action.prompts.length === 1);
    for (const tally of [endpoint.get(locale)!, endpoint.get('all')!]) {
      tally.cases += 1;
      if (handedOver) tally.handoffs += 1;
      if (unanswered) tally.unanswered += 1;
      tally.first.push(first);
      tally.end.push(end);
    }
  }
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;
console.log('');
console.log('endpoint (POST /v1/assistant/messages, streamed, a new guest conversation per question)');
console.log('lang  cases  hand-off  no answer  first token p50/p95  done p50/p95');
for (const [name, tally] of endpoint) {
  console.log(
    `${name.padEnd(5)} ${String(tally.cases).padStart(5)}  ${percent(tally.handoffs, tally.cases).padStart(8)}  ${percent(tally.unanswered, tally.cases).padStart(9)}  ${`${ms(tally.first, 50)} / ${ms(tally.first, 95)}`.padStart(19)}  ${`${ms(tally.end, 50)} / ${ms(tally.end, 95)}`.padStart(12)}`,
  );
}
