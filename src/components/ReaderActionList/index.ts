export {
  ReaderActionList,
  type ReaderActionListProps,
  type ReaderListKind,
  type ReaderListMember,
  type ReaderListStatus,
} from './ReaderActionList';
