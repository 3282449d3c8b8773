import { ScreenPlaceholder } from './ScreenPlaceholder';

export function SocialScreen() {
  return <ScreenPlaceholder titleId="app.nav.social" />;
}
