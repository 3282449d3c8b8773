import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../components/Button';
import { Icon, type IconName } from '../components/Icon';
import styles from './LandingScreen.module.css';

const FEATURES: { key: 'track' | 'discover' | 'connect'; icon: IconName }[] = [
  { key: 'track', icon: 'book' },
  { key: 'discover', icon: 'search' },
  { key: 'connect', icon: 'person' },
];

const HERO = '/hero/shelves';
const srcSet = (shape: 'landscape' | 'portrait', widths: number[], format: string) =>
  widths.map((width) => `${HERO}-${shape}-${width}.${format} ${width}w`).join(', ');
const LANDSCAPE = [960, 1600, 2400];
const PORTRAIT = [480, 720, 1080];

/**
 * The hero's bookshelf wall (public/hero, drawn by scripts/make-hero-images.mjs): AVIF, then
 * WebP, then JPEG, portrait on tall screens. Dimensions are explicit so nothing shifts as it
 * loads; it is decoration, so the headline carries the meaning and the image has no alt text.
 */
function HeroPicture() {
  return (
    <picture>
      {(['avif', 'webp', 'jpg'] as const).map((format) => (
        <source
          key={`portrait-${format}`}
          media="(orientation: portrait)"
          type={format === 'jpg' ? 'image/jpeg' : `image/${format}`}
          srcSet={srcSet('portrait', PORTRAIT, format)}
          sizes="100vw"
          width={1080}
          height={1920}
        />
      ))}
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={`landscape-${format}`}
          type={`image/${format}`}
          srcSet={srcSet('landscape', LANDSCAPE, format)}
          sizes="100vw"
          width={2400}
          height={1500}
        />
      ))}
      <img
        className={styles.heroImage}
        src={`${HERO}-landscape-1600.jpg`}
        srcSet={srcSet('landscape', LANDSCAPE, 'jpg')}
        sizes="100vw"
        width={2400}
        height={1500}
        alt=""
        fetchPriority="high"
      />
    </picture>
  );
}

/** `/` for guests: the hero, the three features and the way in. */
export function LandingScreen() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <HeroPicture />
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
