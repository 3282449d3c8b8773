import { ScreenPlaceholder } from './ScreenPlaceholder';

export function DashboardScreen() {
  return <ScreenPlaceholder titleId="app.nav.home" />;
}
