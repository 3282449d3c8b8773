import { ScreenPlaceholder } from './ScreenPlaceholder';

export function CategoryScreen() {
  return <ScreenPlaceholder titleId="explore.genres.title" />;
}
