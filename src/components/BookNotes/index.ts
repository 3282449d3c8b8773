export { BookNotes, type BookNotesProps } from './BookNotes';
