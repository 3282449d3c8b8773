export { Header } from './Header';
export type { HeaderLocale, HeaderProps, HeaderUser } from './Header';
