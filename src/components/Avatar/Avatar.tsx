import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { cx } from '../../lib/cx';
import { pickByHash } from '../../lib/stringHash';
import styles from './Avatar.module.css';

const messages = defineMessages({
  anonymous: { id: 'component.avatar.anonymous', defaultMessage: 'Reader' },
});

/** Initials backgrounds; each keeps at least 6:1 contrast with white initials. */
const INITIALS_COLOURS = [
  '#8e2f3a',
  '#2e6b3b',
  '#1f5b7a',
  '#6b4a8a',
  '#8a5300',
  '#7a4b2a',
  '#3d5a6c',
  '#8a3b64',
] as const;

/**
 * Only inline images and same-origin paths are shown: the strict CSP forbids other hosts, and
 * the spec accepts avatars that start with data:image/.
 */
export function isUsableAvatarSrc(src: string | null | undefined): src is string {
  if (!src) return false;
  return src.startsWith('data:image/') || (src.startsWith('/') && !src.startsWith('//'));
}

/** Up to two initials from the first and last word of a name, upper-cased for the locale. */
export function initialsOf(name: string, locale = 'en'): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? Array.from(word)[0] : '')).join('');
  return letters.toLocaleUpperCase(locale);
}

export interface AvatarProps {
  /** Image: a data:image/ URL or a same-origin path such as /api/users/7/avatar; others are ignored. */
  src?: string | null;
  /** The person's display name: alt text, initials and the colour of the initials. */
  name?: string | null;
  /**
   * The person's name is written right beside it: hidden from assistive technology, so the name
   * is not read twice (and a link around both is named once).
   */
  decorative?: boolean;
  /** xs 24, sm 32, md 40, lg 64, xl 96 px. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Extra class for the root element. */
  className?: string;
}

/** A round portrait: the picture, else initials on a colour derived from the name, else an icon. */
export function Avatar({ src, name, decorative = false, size = 'md', className }: AvatarProps) {
  const intl = useIntl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || intl.formatMessage(messages.anonymous);
  const initials = name ? initialsOf(name, intl.locale) : '';

  if (isUsableAvatarSrc(src) && failedSrc !== src) {
    return (
      <span className={cx(styles.root, className)} data-size={size} data-kind="image">
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : label}
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }

  // No usable picture: the initials on their colour, else a person icon, named by the label.
  return (
    <span
      className={cx(styles.root, className)}
      data-size={size}
      data-kind={initials ? 'initials' : 'placeholder'}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      style={initials ? { backgroundColor: pickByHash(label, INITIALS_COLOURS) } : undefined}
    >
      {initials ? (
        /*
          Drawn with CSS generated content, not a text node: inside a labelled button
          ("Account menu") visible text would have to be part of the button's name (WCAG 2.5.3).
        */
        <span className={styles.initials} data-initials={initials} aria-hidden="true" />
      ) : (
        <Icon name="person" className={styles.icon} />
      )}
    </span>
  );
}
