import { useState, type CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cx } from '../../lib/cx';
import { stringHash } from '../../lib/stringHash';
import { chooseCoverSrc, type CoverSources } from './chooseCoverSrc';
import styles from './BookCover.module.css';

const messages = defineMessages<{
  alt: { title: string; author: string };
  byline: { author: string };
}>({
  alt: { id: 'component.bookCover.alt', defaultMessage: '{title} by {author}' },
  byline: { id: 'component.bookCover.byline', defaultMessage: 'by {author}' },
});

/** Cloth-binding colours for generated covers; each pair keeps at least 7:1 contrast. */
const PALETTES = [
  { bg: '#7a2630', fg: '#f8ebdd', accent: '#e2b857' },
  { bg: '#2e4a3b', fg: '#f1e7d3', accent: '#d9b36a' },
  { bg: '#1e3452', fg: '#f3e8d2', accent: '#8ec3e0' },
  { bg: '#4a2c4f', fg: '#f4e6ee', accent: '#e8949c' },
  { bg: '#1f4f55', fg: '#e9f1ee', accent: '#e9b75c' },
  { bg: '#5a3a22', fg: '#f6e7d2', accent: '#e9b75c' },
  { bg: '#333a45', fg: '#ece6da', accent: '#e8949c' },
  { bg: '#e2b857', fg: '#2a1f0e', accent: '#7a2630' },
  { bg: '#c9d3b8', fg: '#26301f', accent: '#2e4a3b' },
] as const;

const ORNAMENTS = ['band', 'frame', 'rule'] as const;

export interface BookCoverProps extends CoverSources {
  /** Book title: alt text and the generated cover's title. */
  title: string;
  /** Author name: alt text and the generated cover's byline. */
  author: string;
  /** Width: sm 64 px, md 128 px, lg 208 px, fill takes the container width. Height is 3:2 of it. */
  size?: 'sm' | 'md' | 'lg' | 'fill';
  /** Extra class for the root element. */
  className?: string;
}

/** A book cover: the first usable image of the book, else a generated cloth-bound cover. */
export function BookCover({ title, author, size = 'md', className, ...sources }: BookCoverProps) {
  const intl = useIntl();
  const src = chooseCoverSrc(sources);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = intl.formatMessage(messages.alt, { title, author });

  if (src && failedSrc !== src) {
    return (
      <span className={cx(styles.root, className)} data-size={size} data-kind="image">
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          // A server-rendered image can fail before the app takes the page over, when no
          // onError is listening yet. A complete image with no width has failed, unless it is
          // an SVG without a size; decoding tells them apart.
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) {
              image.decode().catch(() => setFailedSrc(src));
            }
          }}
        />
      </span>
    );
  }

  const hash = stringHash(title);
  // Long words shrink the title instead of breaking mid-word ("Tutunamayanlar", "Frankenstein").
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length), 1);
  const titleSize = Math.min(13, 68 / (longestWord * 0.66));
  const palette = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const ornament = ORNAMENTS[(hash >>> 8) % ORNAMENTS.length] ?? 'band';

  return (
    <span
      className={cx(styles.root, className)}
      data-size={size}
      data-kind="generated"
      data-ornament={ornament}
      role="img"
      aria-label={alt}
      style={
        {
          '--cover-bg': palette.bg,
          '--cover-fg': palette.fg,
          '--cover-accent': palette.accent,
          '--cover-title-size': `${titleSize.toFixed(2)}cqi`,
        } as CSSProperties
      }
    >
      {/* The visible text repeats the label, so it is hidden from screen readers. */}
      <span className={styles.generated} aria-hidden="true">
        <span className={styles.title}>{title}</span>
        <span className={styles.divider} />
        <span className={styles.author}>{intl.formatMessage(messages.byline, { author })}</span>
      </span>
    </span>
  );
}
