import { ScreenPlaceholder } from './ScreenPlaceholder';

export function LoginScreen() {
  return <ScreenPlaceholder titleId="login.title" />;
}
