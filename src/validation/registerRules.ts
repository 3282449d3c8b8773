import { NAME_MIN, PASSWORD_MIN, USERNAME_MIN } from '../api/contract/limits';
import type { ValidationCode } from './codes';
import { isEmailShaped } from './email';

/** Form order: also the order focus follows to the first invalid field. */
export const REGISTER_FIELDS = [
  'name',
  'surname',
  'username',
  'email',
  'password',
  'confirm_password',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = Record<RegisterField, ValidationCode | null>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
};

const USERNAME_CHARS = /^[A-Za-z0-9_]+$/;

function personName(value: string, field: 'name' | 'surname'): ValidationCode | null {
  const trimmed = value.trim();
  if (trimmed === '') return `${field}_required`;
  return trimmed.length < NAME_MIN ? `${field}_min_length` : null;
}

function username(value: string): ValidationCode | null {
  if (value.trim() === '') return 'username_required';
  if (value.length < USERNAME_MIN) return 'username_min_length';
  return USERNAME_CHARS.test(value) ? null : 'username_invalid_chars';
}

function email(value: string): ValidationCode | null {
  if (value.trim() === '') return 'email_required';
  return isEmailShaped(value) ? null : 'email_invalid';
}

/** One message at a time, in the order the help text reads: length, then the three kinds. */
function password(value: string): ValidationCode | null {
  if (value === '') return 'password_required';
  if (value.length < PASSWORD_MIN) return 'password_min_length';
  if (!/[a-z]/.test(value)) return 'password_lowercase';
  if (!/[A-Z]/.test(value)) return 'password_uppercase';
  return /[0-9]/.test(value) ? null : 'password_digit';
}

function confirmPassword(values: RegisterValues): ValidationCode | null {
  if (values.confirm_password === '') return 'confirm_password_required';
  return values.confirm_password === values.password ? null : 'confirm_password_mismatch';
}

/** Every field's first problem, or null when it is valid. */
export function registerErrors(values: RegisterValues): RegisterErrors {
  return {
    name: personName(values.name, 'name'),
    surname: personName(values.surname, 'surname'),
    username: username(values.username),
    email: email(values.email),
    password: password(values.password),
    confirm_password: confirmPassword(values),
  };
}

export function firstInvalidRegisterField(errors: RegisterErrors): RegisterField | null {
  return REGISTER_FIELDS.find((field) => errors[field] !== null) ?? null;
}

/** The body `/auth/register` receives: names and email trimmed, passwords exactly as typed. */
export function registerBody(values: RegisterValues): RegisterValues {
  return {
    ...values,
    name: values.name.trim(),
    surname: values.surname.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
  };
}
