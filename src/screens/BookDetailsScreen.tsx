import { ScreenPlaceholder } from './ScreenPlaceholder';

export function BookDetailsScreen() {
  return <ScreenPlaceholder titleId="book.reviews.title" />;
}
