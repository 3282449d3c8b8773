import { ScreenPlaceholder } from './ScreenPlaceholder';

export function SettingsScreen() {
  return <ScreenPlaceholder titleId="settings.title" />;
}
