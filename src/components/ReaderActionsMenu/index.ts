export { ReaderActionsMenu, type ReaderActionsMenuProps } from './ReaderActionsMenu';
