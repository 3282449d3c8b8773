import { ScreenPlaceholder } from './ScreenPlaceholder';

export function ProfileScreen() {
  return <ScreenPlaceholder titleId="profile.title" />;
}
