export { validationMessageId, type ValidationCode } from './codes';
export { isEmailShaped } from './email';
export {
  LOGIN_FIELDS,
  LOGIN_PASSWORD_MIN,
  firstInvalidLoginField,
  liveLoginErrors,
  submitLoginErrors,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from './loginRules';
export {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  firstInvalidRegisterField,
  registerBody,
  registerErrors,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './registerRules';
export { completionPercent, completionStage, type CompletionStage } from './progress';
