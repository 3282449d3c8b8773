/**
 * Every API answer carries one of these codes (docs/ARCHITECTURE.md, "API contract"). Code
 * compares them by name (`API_CODES.notFound`), never as bare strings.
 *
 * No zod here: the client and the session machine, which are in the first page's chunk, import
 * this module, while the rest of the contract (and zod with it) loads with the first answer.
 */
export const API_CODES = {
  ok: '0',
  validation: '1',
  signInRequired: '2',
  notFound: '3',
  forbidden: '4',
  sessionInvalid: '5',
  conflict: '6',
  rateLimited: '7',
  tooLarge: '8',
  internal: '9',
  /** The database cannot be reached for a moment (restarting, failing over): try again. */
  unavailable: '10',
  wrongCredentials: '11',
  /** A password reset token that is malformed or was never sent. */
  resetLinkInvalid: '12',
  /** A password reset token past its time, or replaced by a newer one. */
  resetLinkExpired: '13',
  /** A password reset token that has already set a password. */
  resetLinkUsed: '14',
} as const;

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/** The HTTP status that travels with each code. */
export const HTTP_STATUS_BY_CODE: Record<ApiCode, number> = {
  '0': 200,
  '1': 400,
  '2': 401,
  '3': 404,
  '4': 403,
  '5': 401,
  '6': 409,
  '7': 429,
  '8': 413,
  '9': 500,
  '10': 503,
  '11': 401,
  '12': 400,
  '13': 410,
  '14': 410,
};
