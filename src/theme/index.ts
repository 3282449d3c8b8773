export {
  applyStoredTheme,
  applyTheme,
  DARK_SCHEME_QUERY,
  DEFAULT_THEME_PREFERENCE,
  isThemePreference,
  readThemePreference,
  recordedThemePreference,
  resolveTheme,
  THEME_CHOICE_ATTRIBUTE,
  THEME_GLOBAL,
  THEME_PREFERENCES,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemePreference,
} from './themePreference';
export { useTheme, type UseThemeResult } from './useTheme';
