export { ThemeSwitch } from './ThemeSwitch';
export type { ThemeChoice, ThemeSwitchProps } from './ThemeSwitch';
