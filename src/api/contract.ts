/**
 * The API contract: request and response shapes shared by the server (validation), the
 * client (parsing) and the MSW handlers (typing). See docs/ARCHITECTURE.md, "API contract".
 */
export * from './contract/envelope';
export * from './contract/entities';
export * from './contract/reviewRules';
export * from './contract/requests';
export * from './contract/responses';
export * from './contract/routes';
export * from './contract/journal';
export * from './contract/stats';
export * from './contract/imports';
export * from './contract/passwordResetRules';
export * from './contract/profileRules';
export * from './contract/searchText';
