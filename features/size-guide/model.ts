import { combine, createEvent, createStore, sample } from 'effector';
import type { SizeGuide } from '../../contract';
import { fetchSizeGuideFx, type SizeGuideRequest } from './api';

/**
 * The product page's size guide, asked for when the shopper first opens it: the model comes with the
 * guide dialog's code, so none of it is in the page's first load or its serialized state.
 */

export type SizeGuideStatus = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; guide: SizeGuide };

const keyOf = ({ kind, locale }: SizeGuideRequest) => `${kind}:${locale}`;

const $guides = createStore<Record<string, SizeGuide>>({}, { serialize: 'ignore' });
const $request = createStore<SizeGuideRequest | null>(null, { serialize: 'ignore' });
const $failedKey = createStore<string | null>(null, { serialize: 'ignore' });

export const sizeGuideOpened = createEvent<SizeGuideRequest>();
export const sizeGuideRetried = createEvent();

/** What the open guide shows: its table once loaded, else whether it is on its way or failed. */
export const $sizeGuide = combine($request, $guides, $failedKey, fetchSizeGuideFx.pending, (request, guides, failedKey, pending): SizeGuideStatus => {
  if (!request) return { status: 'idle' };
  const guide = guides[keyOf(request)];
  if (guide) return { status: 'ready', guide };
  if (!pending && failedKey === keyOf(request)) return { status: 'failed' };
  return { status: 'loading' };
});

// A guide is fetched once per kind and language; opening it again shows the one already read.
sample({ clock: sizeGuideOpened, target: $request });
sample({ clock: sizeGuideOpened, source: $guides, filter: (guides, request) => !guides[keyOf(request)], fn: (_guides, request) => request, target: fetchSizeGuideFx });
// After a failure the shopper asks again with the dialog's retry button.
sample({ clock: sizeGuideRetried, source: $request, filter: (request): request is SizeGuideRequest => request !== null, target: fetchSizeGuideFx });

$guides.on(fetchSizeGuideFx.done, (guides, { params, result }) => ({ ...guides, [keyOf(params)]: result }));
sample({ clock: fetchSizeGuideFx, fn: () => null, target: $failedKey });
sample({ clock: fetchSizeGuideFx.fail, fn: ({ params }) => keyOf(params), target: $failedKey });
