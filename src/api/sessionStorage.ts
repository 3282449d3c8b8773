import type { PublicUser } from './contract';

/**
 * The spec's storage layout: the token under 'token', and the session under 'root'
 * (version 1) keeping only the user slice, each slice serialised as its own JSON string.
 */
export const TOKEN_KEY = 'token';
export const ROOT_KEY = 'root';
const ROOT_VERSION = 1;

export interface StoredSession {
  token: string | null;
  user: PublicUser | null;
}

interface UserSlice {
  currentUser: PublicUser | null;
  isLoggedIn: boolean;
  access_token: string | null;
  loading: boolean;
}

/**
 * A light shape check (no zod on the first page): the stored user is only a placeholder until
 * /auth/me answers with the real one, which the contract parses.
 */
function looksLikeUser(value: unknown): value is PublicUser {
  const user = value as Partial<PublicUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.full_name === 'string'
  );
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

export function readStoredSession(storage: Storage | null = safeStorage()): StoredSession {
  const token = storage?.getItem(TOKEN_KEY) || null;
  let user: PublicUser | null = null;
  try {
    const root = JSON.parse(storage?.getItem(ROOT_KEY) ?? 'null') as Record<string, string> | null;
    const persist = JSON.parse(root?._persist ?? 'null') as { version?: number } | null;
    if (root?.user && persist?.version === ROOT_VERSION) {
      const slice = JSON.parse(root.user) as Partial<UserSlice>;
      user = looksLikeUser(slice.currentUser) ? slice.currentUser : null;
    }
  } catch {
    user = null; // a corrupt entry is treated as no stored user
  }
  return { token, user: token ? user : null };
}

export function writeStoredSession(
  session: { token: string; user: PublicUser },
  storage: Storage | null = safeStorage(),
): void {
  const slice: UserSlice = {
    currentUser: session.user,
    isLoggedIn: true,
    access_token: session.token,
    loading: false,
  };
  storage?.setItem(TOKEN_KEY, session.token);
  storage?.setItem(
    ROOT_KEY,
    JSON.stringify({
      user: JSON.stringify(slice),
      _persist: JSON.stringify({ version: ROOT_VERSION, rehydrated: true }),
    }),
  );
}

export function clearStoredSession(storage: Storage | null = safeStorage()): void {
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(ROOT_KEY);
}
