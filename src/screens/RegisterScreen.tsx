import { ScreenPlaceholder } from './ScreenPlaceholder';

export function RegisterScreen() {
  return <ScreenPlaceholder titleId="register.title" />;
}
