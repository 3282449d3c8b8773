export { validationMessageId, type ValidationCode } from './codes';
export { isEmailShaped } from './email';
export * from './loginRules';
export * from './registerRules';
export { completionPercent, completionStage, type CompletionStage } from './progress';
