import { createEvent, createStore, sample } from 'effector';
import type { SegmentSlug } from '../../contract';
import { segmentRuleFor } from './path';
import type { SegmentPathRule } from './path';
import { readStoredSegmentFx, writeStoredSegmentFx } from './storage';

/** §4 Segment: the shopper's selected segment (pt slug), or none. */
export const $selectedSegment = createStore<SegmentSlug | null>(null);
/** The last path seen, so a late storage read still obeys the path rules. */
const $pathname = createStore<string | null>(null);

/** Every navigation, the first one included (server and browser): the path with its locale prefix. */
export const pathChanged = createEvent<string>();
/** The browser started: the stored selection is read (never on the server). */
export const segmentClientStarted = createEvent();
/** The shopper picked a segment (a segment tab or link), or none. */
export const segmentSelected = createEvent<SegmentSlug | null>();

sample({ clock: pathChanged, target: $pathname });

const pathRuleApplied = sample({ clock: pathChanged, fn: segmentRuleFor });
const segmentPathOpened = sample({
  clock: pathRuleApplied,
  filter: (rule): rule is Extract<SegmentPathRule, { kind: 'set' }> => rule.kind === 'set',
  fn: (rule) => (rule as Extract<SegmentPathRule, { kind: 'set' }>).segment,
});
const clearingPathOpened = sample({ clock: pathRuleApplied, filter: (rule) => rule.kind === 'clear', fn: (): null => null });

// §2/§4: /catalog/segment/{slug} sets the selected segment.
sample({ clock: segmentPathOpened, target: $selectedSegment });
// §2/§4: / and paths containing /welcome clear it.
sample({ clock: clearingPathOpened, target: $selectedSegment });
sample({ clock: segmentSelected, target: $selectedSegment });

// §4: the selection is persisted — read when the browser starts, unless the current path decides it.
sample({ clock: segmentClientStarted, target: readStoredSegmentFx });
sample({
  clock: readStoredSegmentFx.doneData,
  source: { pathname: $pathname, current: $selectedSegment },
  filter: ({ pathname }) => pathname === null || segmentRuleFor(pathname).kind === 'keep',
  fn: ({ current }, stored) => stored ?? current,
  target: $selectedSegment,
});
// §4: …and written whenever a path or the shopper decides it.
sample({ clock: [segmentPathOpened, clearingPathOpened, segmentSelected], target: writeStoredSegmentFx });
