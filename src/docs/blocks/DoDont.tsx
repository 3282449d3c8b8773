import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/**
 * A row of paired examples: what to do beside what not to do. Unstyled, so the docs page's own
 * link, heading and table styles do not leak into the live components.
 */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <Unstyled>
      <div className={styles.doDont}>{children}</div>
    </Unstyled>
  );
}

interface ExampleProps {
  /** One sentence: why this is right, or why it is wrong. */
  caption: string;
  children: ReactNode;
}

function Example({ kind, caption, children }: ExampleProps & { kind: 'do' | 'dont' }) {
  return (
    <figure className={styles.example} data-kind={kind}>
      <div className={styles.exampleCanvas}>{children}</div>
      <figcaption className={styles.exampleCaption}>
        <strong>{kind === 'do' ? 'Do' : 'Don’t'}</strong> {caption}
      </figcaption>
    </figure>
  );
}

/** A right use, rendered live. */
export function Do(props: ExampleProps) {
  return <Example kind="do" {...props} />;
}

/** A wrong use, rendered live so the reviewer sees why it is wrong. */
export function Dont(props: ExampleProps) {
  return <Example kind="dont" {...props} />;
}
