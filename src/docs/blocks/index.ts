export { ComponentTokens } from './ComponentTokens';
export { Do, DoDont, Dont } from './DoDont';
