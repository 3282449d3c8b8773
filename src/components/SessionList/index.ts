export { SessionList, type SessionListEnding, type SessionListProps } from './SessionList';
