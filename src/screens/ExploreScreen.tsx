import { ScreenPlaceholder } from './ScreenPlaceholder';

export function ExploreScreen() {
  return <ScreenPlaceholder titleId="explore.title" />;
}
