export { PartialDateField } from './PartialDateField';
export type { PartialDateFieldProps } from './PartialDateField';
