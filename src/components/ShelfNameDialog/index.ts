export { ShelfNameDialog, type ShelfNameDialogProps } from './ShelfNameDialog';
