/**
 * Why a field is invalid. Each code is the suffix of a `validation.*` message id, so the
 * screens translate it as `validation.${code}`.
 */
export type ValidationCode =
  | 'name_required'
  | 'name_min_length'
  | 'surname_required'
  | 'surname_min_length'
  | 'username_required'
  | 'username_min_length'
  | 'username_invalid_chars'
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | 'password_min_length'
  | 'password_min_length_login'
  | 'password_lowercase'
  | 'password_uppercase'
  | 'password_digit'
  | 'confirm_password_required'
  | 'confirm_password_mismatch';

/** The message id that explains a validation code. */
export function validationMessageId(code: ValidationCode) {
  return `validation.${code}` as const;
}
