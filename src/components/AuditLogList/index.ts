export { AuditLogList, type AuditLogListProps, type AuditLogStatus } from './AuditLogList';
