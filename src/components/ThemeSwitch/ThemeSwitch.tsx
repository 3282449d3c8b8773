import { useIntl } from 'react-intl';
import { THEME_CHOICE_ATTRIBUTE } from '../../theme/themePreference';
import { Icon, type IconName } from '../Icon';
import styles from './ThemeSwitch.module.css';

/** The reader's theme choice: 'system' follows the operating system's light or dark setting. */
export type ThemeChoice = 'light' | 'dark' | 'system';

export interface ThemeSwitchProps {
  /**
   * The current choice; its button is shown pressed. null where it cannot be known (the server
   * renders the landing and book page for every reader): no button claims a pressed state.
   */
  value: ThemeChoice | null;
  /** A button was pressed. */
  onChange: (choice: ThemeChoice) => void;
}

const CHOICES: { value: ThemeChoice; icon: IconName; label: string }[] = [
  { value: 'light', icon: 'sun', label: 'app.theme.light' },
  { value: 'dark', icon: 'moon', label: 'app.theme.dark' },
  { value: 'system', icon: 'monitor', label: 'app.theme.system' },
];

/**
 * Light, dark or the system's theme, as three pressed-or-not buttons like the language
 * buttons beside it (plain buttons, so the prerendered header needs no script to draw them,
 * and a press before the app has loaded is replayed). Each shows an icon; its name is the
 * choice, also shown as a tooltip. Each carries THEME_CHOICE_ATTRIBUTE, so the page's inline
 * scripts can show the stored choice pressed, and apply a press, before the app has loaded.
 */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  const intl = useIntl();
  return (
    <div
      className={styles.root}
      role="group"
      aria-label={intl.formatMessage({ id: 'app.theme.label' })}
    >
      {CHOICES.map((choice) => {
        const name = intl.formatMessage({ id: choice.label });
        return (
          <button
            key={choice.value}
            type="button"
            className={styles.option}
            aria-pressed={value === null ? undefined : value === choice.value}
            {...{ [THEME_CHOICE_ATTRIBUTE]: choice.value }}
            aria-label={name}
            title={name}
            onClick={() => onChange(choice.value)}
          >
            <Icon name={choice.icon} size={18} />
          </button>
        );
      })}
    </div>
  );
}
