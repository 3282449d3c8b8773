import type { Session } from '../contract';
import { FIXED_NOW } from './fixtures';

const hoursBefore = (hours: number) =>
  new Date(Date.parse(FIXED_NOW) - hours * 60 * 60 * 1000).toISOString();

/** Ada's sessions, most recently used first: this laptop, her phone, a library computer. */
export const adaSessions: Session[] = [
  {
    id: 41,
    browser: 'Firefox 132',
    os: 'Linux',
    created_at: hoursBefore(24 * 12),
    last_used_at: FIXED_NOW,
    current: true,
  },
  {
    id: 38,
    browser: 'Safari 17',
    os: 'iOS 17',
    created_at: hoursBefore(24 * 20),
    last_used_at: hoursBefore(3),
    current: false,
  },
  {
    id: 22,
    browser: null,
    os: null,
    created_at: hoursBefore(24 * 28),
    last_used_at: hoursBefore(24 * 9),
    current: false,
  },
];

/** The list an end call answers with once `ended` (ids, or every other) is gone. */
export function sessionsAfter(ended: number[] | 'others', from: Session[] = adaSessions) {
  const sessions = from.filter((session) =>
    ended === 'others' ? session.current : !ended.includes(session.id),
  );
  return { sessions, total: sessions.length };
}
