/** The part of nlp.js the assistant uses (the packages ship no types). */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core';
  export interface NlpResult {
    locale: string;
    intent: string;
    score: number;
    classifications: { intent: string; score: number }[];
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>);
    settings: Record<string, unknown>;
    container: Container;
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/language-min' {
  export class Language {
    guess(text: string, allowList?: string[], limit?: number): { alpha2: string; score: number }[];
  }
}

declare module '@nlpjs/lang-pt' {
  export const LangPt: unknown;
  export class StemmerPt {
    stemWord(word: string): string;
  }
  export class StopwordsPt {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  export class StemmerEs {
    stemWord(word: string): string;
  }
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
  export class StemmerFr {
    stemWord(word: string): string;
  }
  export class StopwordsFr {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StemmerEn {
    stemWord(word: string): string;
  }
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
}
