import { ScreenPlaceholder } from './ScreenPlaceholder';

export function UserProfileScreen() {
  return <ScreenPlaceholder titleId="profile.title" />;
}
