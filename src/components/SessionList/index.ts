export { SessionList, type SessionListProps } from './SessionList';
