import { z } from './zod';
import { envelope } from './envelope';
import { isCalendarDate } from './journalRules';
import { REPORT_KINDS, REPORT_REASONS } from './limits';
import { type PagedBody, pagedBodySchema } from './requests';
import type { Access } from './routes';

/**
 * Moderation: the queue of readers' reports, the actions on them and the audit log. Every call
 * needs a session and the moderator role (granted only at the command line): a reader gets
 * code 4, a guest code 2.
 */

export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a moderator may do with a report's target. */
export const MODERATION_ACTIONS = [
  'hide_review',
  'remove_photo',
  'reset_name',
  'suspend',
  'dismiss',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Everything the audit log records: the moderators' actions and the operator's grants. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'grant_moderator',
  'revoke_moderator',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of report each action fits; suspending and dismissing fit any. */
export const ACTION_FITS: Record<ModerationAction, readonly ReportKind[]> = {
  hide_review: ['review'],
  remove_photo: ['photo'],
  reset_name: ['name'],
  suspend: REPORT_KINDS,
  dismiss: REPORT_KINDS,
};

/** Longest reason a moderator writes (the reader reads a suspension's reason at sign-in). */
export const MODERATION_REASON_MAX = 500;

const TARGET = /^(review|name|photo):\d{1,10}$/;

/** The kind a queue target names ("review:12" -> review), or null for anything else. */
export function targetKind(target: string): ReportKind | null {
  return TARGET.test(target) ? (target.slice(0, target.indexOf(':')) as ReportKind) : null;
}

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * One action on every open report of a target (all resolved, one audit row). `until` is for a
 * suspension only: a calendar day after today, on which the suspension ends (at 00:00 UTC);
 * without it, a suspension has no end date. An action that does not fit the target's kind is
 * code 1; a target with no open report (already acted on) is code 3.
 */
export const moderationActBodySchema = z
  .object({
    target: z
      .string({ error: 'is required' })
      .trim()
      .regex(TARGET, { error: 'must be a target from the queue (review:12, name:7, photo:7)' }),
    action: z.enum(MODERATION_ACTIONS, {
      error: `must be one of ${MODERATION_ACTIONS.join(', ')}`,
    }),
    reason: z
      .string({ error: 'is required' })
      .trim()
      .min(1, { error: 'is required' })
      .max(MODERATION_REASON_MAX, { error: `must be at most ${MODERATION_REASON_MAX} characters` }),
    until: z
      .string({ error: 'must be a calendar date (YYYY-MM-DD)' })
      .refine(isCalendarDate, { error: 'must be a calendar date (YYYY-MM-DD)' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const kind = targetKind(body.target);
    if (kind && !ACTION_FITS[body.action].includes(kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: `${body.action} does not fit a report of a ${kind}`,
      });
    }
    if (body.until !== undefined && body.action !== 'suspend') {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'is only for suspend' });
    }
  });
export type ModerationActBody = z.input<typeof moderationActBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const countSchema = z.number().int().min(0);

/** The reader whose content was reported, as the moderator needs to see them. */
export const moderationReaderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  full_name: z.string().nullable(),
  /** `/api/users/{id}/avatar?v=...`; null without a photo. */
  avatar_url: z.string().nullable(),
  suspended: z.boolean(),
  is_moderator: z.boolean(),
});
export type ModerationReader = z.infer<typeof moderationReaderSchema>;

/** A reported review as it reads now, with its book. */
export const moderationReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  review_title: z.string(),
  review_text: z.string(),
  created_at: z.string(),
  book: z.object({ id: z.number().int(), title: z.string(), author: z.string() }),
});

/**
 * Every open report of one target. The reported reader carries the context of a name (their
 * name) and a photo (`avatar_url`); a review's is `review`, null for the other kinds.
 */
export const moderationQueueItemSchema = z.object({
  target: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** Open reports of the target (one per reporter). */
  reports: countSchema,
  /** How many of them gave each reason, reasons given by nobody left out. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: countSchema })),
  first_reported_at: z.string(),
  reader: moderationReaderSchema,
  review: moderationReviewSchema.nullable(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

/** The open targets, the longest waiting first, paged. */
export const moderationQueueResponseSchema = envelope({
  items: z.array(moderationQueueItemSchema),
  total: countSchema,
});

const namedReaderSchema = z.object({ id: z.number().int(), username: z.string() });

/** One row of the audit log. */
export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Null for the operator's command, or when the moderator's account is deleted. */
  moderator: namedReaderSchema.nullable(),
  by_operator: z.boolean(),
  /** Null once the reader's account is deleted. */
  target_user: namedReaderSchema.nullable(),
  review_id: z.number().int().nullable(),
  reason: z.string(),
  /** A suspension's end (ISO), null for none and for other actions. */
  until: z.string().nullable(),
  /** What was acted on, as it was; null once the reader it shows is deleted. */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** The action's audit row. */
export const moderationActResponseSchema = envelope({ entry: moderationLogEntrySchema });

/** The audit log, newest first, paged. Nobody can change it: there is no call for that. */
export const moderationLogResponseSchema = envelope({
  entries: z.array(moderationLogEntrySchema),
  total: countSchema,
});

// ---------------------------------------------------------------------------------------------
// The calls (spread into `apiRoutes`, routes.ts)

export const moderationRoutes = {
  '/moderation/queue': {
    request: pagedBodySchema,
    response: moderationQueueResponseSchema,
    access: 'session',
  },
  '/moderation/act': {
    request: moderationActBodySchema,
    response: moderationActResponseSchema,
    access: 'session',
  },
  '/moderation/log': {
    request: pagedBodySchema,
    response: moderationLogResponseSchema,
    access: 'session',
  },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType; access: Access }>;

export type ModerationPath = keyof typeof moderationRoutes;

export interface ModerationRequestBodies {
  '/moderation/queue': PagedBody;
  '/moderation/act': ModerationActBody;
  '/moderation/log': PagedBody;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyModerationCallTyped: Same<ModerationPath, keyof ModerationRequestBodies> = true;
void everyModerationCallTyped;
