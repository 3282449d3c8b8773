import { API_CODES } from '../../contract';
import {
  moderationActBodySchema,
  type ModerationActBody,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ModerationReader,
} from '../../contract/moderation';
import { ada, books, FIXED_NOW, reviews, users } from '../fixtures';
import { type Paged, page } from '../paging';
import { post } from '../post';
import { fail, networkError, never, ok, refused } from '../respond';

/**
 * The moderators' world for stories: Ada moderates; three targets wait in the queue (a review,
 * a name, a photo, oldest first) and the audit log holds a few rows, newest first, the oldest the
 * operator's grant of Ada's role.
 */

const [, cagla, omer, jonah, , maya] = users;

/** A reader as the queue shows them, from the shared fixtures. */
function readerOf(id: number, extra: Partial<ModerationReader> = {}): ModerationReader {
  const user = users.find((candidate) => candidate.id === id) ?? ada;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    surname: user.surname,
    full_name: user.full_name,
    avatar_url: user.avatar_url,
    suspended: false,
    is_moderator: false,
    ...extra,
  };
}

const reported = reviews[1] ?? reviews[0];
const dune = books[1] ?? books[0];

/** Ömer's review of Dune, reported three times for spoilers and once as spam. */
export const reviewReport: ModerationQueueItem = {
  target: `review:${reported?.id ?? 2}`,
  kind: 'review',
  reports: 4,
  reasons: [
    { reason: 'spoilers', count: 3 },
    { reason: 'spam', count: 1 },
  ],
  first_reported_at: '2026-11-12T08:15:00.000Z',
  reader: readerOf(omer?.id ?? 3),
  review: {
    id: reported?.id ?? 2,
    rating: reported?.rating ?? 4,
    review_title: 'The ending, explained',
    review_text:
      'Paul becomes emperor and the last chapter reveals who the traitor was all along. Skip to page 400 for the twist.',
    created_at: '2026-11-10T18:00:00.000Z',
    book: { id: dune?.id ?? 2, title: dune?.title ?? 'Dune', author: dune?.author ?? '' },
  },
};

/** Jonah's name, reported once as harassment (the name itself insults another reader). */
export const nameReport: ModerationQueueItem = {
  target: `name:${jonah?.id ?? 4}`,
  kind: 'name',
  reports: 1,
  reasons: [{ reason: 'harassment', count: 1 }],
  first_reported_at: '2026-11-19T16:40:00.000Z',
  reader: readerOf(jonah?.id ?? 4, {
    name: 'Maya',
    surname: 'Is A Fraud',
    full_name: 'Maya Is A Fraud',
  }),
  review: null,
};

/** Maya's profile photo, reported twice: sexual content and something else. */
export const photoReport: ModerationQueueItem = {
  target: `photo:${maya?.id ?? 6}`,
  kind: 'photo',
  reports: 2,
  reasons: [
    { reason: 'sexual', count: 1 },
    { reason: 'other', count: 1 },
  ],
  first_reported_at: '2026-11-21T09:05:00.000Z',
  reader: readerOf(maya?.id ?? 6, { avatar_url: `/api/users/${maya?.id ?? 6}/avatar?v=3` }),
  review: null,
};

/** The queue as the server answers it: the longest waiting first. */
export const moderationQueue: ModerationQueueItem[] = [reviewReport, nameReport, photoReport];

/** A reader already suspended (no end date), whose name is reported again. */
export const suspendedNameReport: ModerationQueueItem = {
  ...nameReport,
  target: `name:${cagla?.id ?? 2}`,
  reader: readerOf(cagla?.id ?? 2, { suspended: true }),
};

/** A fellow moderator's photo: suspending them is refused, so it is not offered. */
export const moderatorPhotoReport: ModerationQueueItem = {
  ...photoReport,
  target: `photo:${cagla?.id ?? 2}`,
  reader: readerOf(cagla?.id ?? 2, {
    avatar_url: `/api/users/${cagla?.id ?? 2}/avatar?v=1`,
    is_moderator: true,
  }),
};

const byAda = { id: ada.id, username: ada.username };
const named = (id: number) => {
  const user = users.find((candidate) => candidate.id === id) ?? ada;
  return { id: user.id, username: user.username };
};

function entry(
  id: number,
  action: ModerationLogEntry['action'],
  created_at: string,
  extra: Partial<ModerationLogEntry>,
): ModerationLogEntry {
  return {
    id,
    action,
    moderator: byAda,
    by_operator: false,
    target_user: null,
    review_id: null,
    reason: '',
    until: null,
    snapshot: null,
    created_at,
    ...extra,
  };
}

/** The audit log, newest first: what Ada did, and the operator's grant of her role. */
export const moderationLog: ModerationLogEntry[] = [
  entry(6, 'suspend', '2026-11-20T15:30:00.000Z', {
    target_user: named(7),
    reason: 'Repeated harassment in review comments after a warning.',
    until: '2026-12-20T00:00:00.000Z',
  }),
  entry(5, 'hide_review', '2026-11-18T10:00:00.000Z', {
    target_user: named(3),
    review_id: 9,
    reason: 'Spoils the ending of the book in the first line.',
  }),
  entry(4, 'dismiss', '2026-11-15T09:00:00.000Z', {
    target_user: named(5),
    reason: 'The name is the reader’s real name.',
  }),
  entry(3, 'remove_photo', '2026-11-02T12:00:00.000Z', {
    // The reader has since deleted their account.
    target_user: null,
    reason: 'Advertising in the profile photo.',
  }),
  entry(2, 'grant_moderator', '2026-10-01T08:00:00.000Z', {
    moderator: null,
    by_operator: true,
    target_user: byAda,
    reason: 'Joins the moderation team.',
  }),
];

/** The calendar day after which a suspension may end (the server's clock: the fixtures'). */
const TODAY = FIXED_NOW.slice(0, 10);

/** The audit row an action writes, as the server answers it. */
function entryFor(
  body: ModerationActBody,
  item: ModerationQueueItem,
  id: number,
): ModerationLogEntry {
  return entry(id, body.action, FIXED_NOW, {
    target_user: { id: item.reader.id, username: item.reader.username },
    review_id: item.review?.id ?? null,
    reason: body.reason.trim(),
    until: body.action === 'suspend' && body.until ? `${body.until}T00:00:00.000Z` : null,
    snapshot: { target: item.target },
  });
}

/**
 * The act call as the server checks it: the body (the contract's schema), then the end date,
 * then whether the target still waits (code 3 once acted on).
 */
function answerAct(
  body: unknown,
  parsed: unknown,
  queue: ModerationQueueItem[],
  nextId: number,
): { answer: Response; acted?: ModerationQueueItem; entry?: ModerationLogEntry } {
  if (!parsed) return { answer: refused(moderationActBodySchema, body) };
  const act = parsed as ModerationActBody;
  if (act.until !== undefined && act.until <= TODAY) {
    return {
      answer: fail(API_CODES.validation, ['until: must be a day after today'], 'Validation failed'),
    };
  }
  const item = queue.find((candidate) => candidate.target === act.target);
  if (!item) return { answer: fail(API_CODES.notFound, ['Open report not found']) };
  const written = entryFor(act, item, nextId);
  return { answer: ok('/moderation/act', { entry: written }), acted: item, entry: written };
}

/** The happy path every story starts from: the queue and the log as they are, nothing kept. */
export const moderationHandlers = [
  post('/moderation/queue', ({ parsed }) =>
    ok('/moderation/queue', {
      items: page(moderationQueue, parsed as Paged, 20),
      total: moderationQueue.length,
    }),
  ),
  post('/moderation/act', ({ body, parsed }) => answerAct(body, parsed, moderationQueue, 7).answer),
  post('/moderation/log', ({ parsed }) =>
    ok('/moderation/log', {
      entries: page(moderationLog, parsed as Paged, 20),
      total: moderationLog.length,
    }),
  ),
];

/**
 * The queue and the log kept in memory and changed as the real server does: an action takes its
 * target out of the queue and writes a row first in the log; acting on it again is code 3. Each
 * call makes a fresh world. Spread into a story's `moderation` handlers key.
 */
export function moderationWorld({
  queue = moderationQueue,
  log = moderationLog,
}: { queue?: ModerationQueueItem[]; log?: ModerationLogEntry[] } = {}) {
  let waiting = [...queue];
  let rows = [...log];
  return [
    post('/moderation/queue', ({ parsed }) =>
      ok('/moderation/queue', { items: page(waiting, parsed as Paged, 20), total: waiting.length }),
    ),
    post('/moderation/act', ({ body, parsed }) => {
      const result = answerAct(body, parsed, waiting, (rows[0]?.id ?? 0) + 1);
      if (result.acted && result.entry) {
        waiting = waiting.filter((item) => item !== result.acted);
        rows = [result.entry, ...rows];
      }
      return result.answer;
    }),
    post('/moderation/log', ({ parsed }) =>
      ok('/moderation/log', { entries: page(rows, parsed as Paged, 20), total: rows.length }),
    ),
  ];
}

/** Fifteen items waiting: two pages of the screen's ten. */
export const longModerationQueue: ModerationQueueItem[] = Array.from(
  { length: 15 },
  (_, index) => ({
    ...nameReport,
    target: `name:${100 + index}`,
    first_reported_at: new Date(
      Date.parse('2026-11-01T08:00:00.000Z') + index * 3_600_000,
    ).toISOString(),
    reader: {
      ...nameReport.reader,
      id: 100 + index,
      username: `reader_${100 + index}`,
      full_name: `Reader ${100 + index}`,
    },
  }),
);

const forbidden = () => fail(API_CODES.forbidden, [], 'Moderators only');

/** Named variants for the moderation stories (one call each, but `notModerator`). */
export const moderationVariants = {
  /** Ada as a moderator: `/auth/me` says so (stories put it under the `auth` key). */
  moderatorMe: post('/auth/me', () => ok('/auth/me', { users: [{ ...ada, is_moderator: true }] })),
  queueLoading: post('/moderation/queue', () => never()),
  queueEmpty: post('/moderation/queue', () => ok('/moderation/queue', { items: [], total: 0 })),
  queueServerError: post('/moderation/queue', () => fail(API_CODES.internal)),
  queueNetworkError: post('/moderation/queue', () => networkError()),
  actPending: post('/moderation/act', () => never()),
  /** Another moderator acted on the target first. */
  actGone: post('/moderation/act', () => fail(API_CODES.notFound, ['Open report not found'])),
  /** The end date refused by the server's clock. */
  actInvalid: post('/moderation/act', () =>
    fail(API_CODES.validation, ['until: must be a day after today'], 'Validation failed'),
  ),
  actNetworkError: post('/moderation/act', () => networkError()),
  actServerError: post('/moderation/act', () => fail(API_CODES.internal)),
  logLoading: post('/moderation/log', () => never()),
  logEmpty: post('/moderation/log', () => ok('/moderation/log', { entries: [], total: 0 })),
  logServerError: post('/moderation/log', () => fail(API_CODES.internal)),
  /** The reader is not a moderator (any more): every moderation call is code 4. */
  notModerator: [
    post('/moderation/queue', forbidden),
    post('/moderation/act', forbidden),
    post('/moderation/log', forbidden),
  ],
};
