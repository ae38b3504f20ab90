import { createEffect, createEvent, createStore, sample } from 'effector';
import { AUTH_API_PATHS } from '../../contract/constants';
import type { ApiError } from '../../contract';
import { apiRequestFx } from '../api-client';
import { csrfFirst } from './flow';
import { $authMode } from './model';

/**
 * The newsletter's double opt-in, second half: the confirmation e-mail's link opens
 * /newsletter/confirm/{token}, and the page posts the token once it runs in the browser (a mail scanner
 * fetching the link confirms nothing). 422: the link is forged, expired or already used.
 */
export const NEWSLETTER_CONFIRM_STATUSES = ['idle', 'pending', 'subscribed', 'invalid', 'failed'] as const;
export type NewsletterConfirmStatus = (typeof NEWSLETTER_CONFIRM_STATUSES)[number];

export const confirmNewsletterFx = createEffect<string, true, ApiError>(async (token) => {
  await apiRequestFx({ method: 'POST', path: AUTH_API_PATHS.newsletterConfirm, body: { token }, schema: () => import('../../contract/auth').then((contract) => contract.NewsletterConfirmResponse), expectedStatuses: [422] });
  return true as const;
});

export const newsletterConfirmOpened = createEvent<string>();
export const $newsletterConfirmStatus = createStore<NewsletterConfirmStatus>('idle', { serialize: 'ignore' });

const confirmFlow = csrfFirst($authMode, confirmNewsletterFx);

sample({ clock: newsletterConfirmOpened, fn: (): NewsletterConfirmStatus => 'pending', target: $newsletterConfirmStatus });
sample({ clock: newsletterConfirmOpened, target: confirmFlow.started });
sample({ clock: confirmFlow.done, fn: (): NewsletterConfirmStatus => 'subscribed', target: $newsletterConfirmStatus });
sample({ clock: confirmFlow.failed, fn: ({ error }): NewsletterConfirmStatus => (error.status === 422 ? 'invalid' : 'failed'), target: $newsletterConfirmStatus });
