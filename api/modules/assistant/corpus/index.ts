import type { Corpus } from '../understanding';
import { TRAINING_EN } from './training-en';
import { TRAINING_ES } from './training-es';
import { TRAINING_FR } from './training-fr';
import { TRAINING_PT } from './training-pt';

/** The training corpus the project keeps, one file per language. */
export const TRAINING_CORPUS: Corpus = { pt: TRAINING_PT, en: TRAINING_EN, es: TRAINING_ES, fr: TRAINING_FR };
