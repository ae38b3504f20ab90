import { createEvent, createStore } from 'effector';
import type { ConsentChoice, TagManagerConfig } from './choice';

/** GTM_ID (and GTAG_ID) as the server was configured; null: no tag manager, no banner, nothing loads. */
export const $tagManager = createStore<TagManagerConfig | null>(null);
/** The visitor's choice, read by the server from the cookie; null until they chose. */
export const $consentChoice = createStore<ConsentChoice | null>(null);
/** The footer's cookie settings reopened the banner. */
export const $consentSettingsOpen = createStore(false, { serialize: 'ignore' });

export const consentSettingsOpened = createEvent();
/** A choice made in the banner (accept all, reject all, or the purposes saved). */
export const consentChosen = createEvent<ConsentChoice>();

$consentChoice.on(consentChosen, (_, choice) => choice);
$consentSettingsOpen.on(consentSettingsOpened, () => true).reset(consentChosen);
