/**
 * A suspension as the users row stores it (migration 0030). One whose end has passed still has
 * its columns until the reader's next sign-in clears them, so "suspended" is always asked with
 * the clock. The SQL form of the same rule is repos/moderationSuspensions.ts.
 */
export interface Suspension {
  suspended_at: string | null;
  /** ISO instant; null: no end date. */
  suspended_until: string | null;
  suspension_reason: string | null;
}

/** Whether the suspension holds at `now` (ISO). */
export function suspensionInForce(row: Suspension, now: string): boolean {
  return row.suspended_at !== null && (row.suspended_until === null || row.suspended_until > now);
}

/**
 * What a suspended reader is told when they sign in, shown to them as is. Ends are stored as
 * midnight UTC of the day the moderator chose, so the day is what the reader reads.
 */
export function suspensionMessage(row: Suspension): string {
  const end = row.suspended_until
    ? `until ${row.suspended_until.slice(0, 10)}`
    : 'with no end date';
  const reason = row.suspension_reason?.trim() || 'no reason given';
  return `This account is suspended ${end}. Reason: ${reason}`;
}

/**
 * The suspension as the refusal's values, for the app to say in the reader's language:
 * `until: YYYY-MM-DD` (left out without an end date) and `reason: …`.
 */
export function suspensionValues(row: Suspension): string[] {
  const reason = `reason: ${row.suspension_reason?.trim() ?? ''}`;
  return row.suspended_until ? [`until: ${row.suspended_until.slice(0, 10)}`, reason] : [reason];
}
