import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../components/Button';
import { Icon, type IconName } from '../components/Icon';
import styles from './LandingScreen.module.css';

const FEATURES: { key: 'track' | 'discover' | 'connect'; icon: IconName }[] = [
  { key: 'track', icon: 'book' },
  { key: 'discover', icon: 'search' },
  { key: 'connect', icon: 'person' },
];

/** `/` for guests: the hero, the three features and the way in. */
export function LandingScreen() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroInner}>
          <h1 id="landing-title" className={styles.headline}>
            <FormattedMessage id="landing.headline" />
          </h1>
          <p className={styles.subline}>
            <FormattedMessage id="landing.subline" />
          </p>
          <ButtonLink to="/register" size="lg">
            <FormattedMessage id="landing.join" />
          </ButtonLink>
        </div>
      </section>
      <section className={styles.features} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.featuresTitle}>
          <FormattedMessage id="landing.features.title" />
        </h2>
        <ul className={styles.featureList}>
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon name={icon} size={28} />
              </span>
              <h3 className={styles.featureTitle}>
                <FormattedMessage id={`landing.features.${key}.title`} />
              </h3>
              <p className={styles.featureText}>
                <FormattedMessage id={`landing.features.${key}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
