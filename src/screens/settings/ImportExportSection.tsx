import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/Button';
import { ExportButtons } from './ExportButtons';
import styles from './Settings.module.css';

/** Import and export: a link to the import page, and the two exports saved as files. */
export function ImportExportSection() {
  return (
    <section className={styles.card} aria-labelledby="settings-import-title">
      <h2 id="settings-import-title" className={styles.cardTitle}>
        <FormattedMessage id="export.section.title" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="export.section.text" />
      </p>
      <div className={styles.exports}>
        <ButtonLink to="/settings/import" variant="primary">
          <FormattedMessage id="import.settings.link" />
        </ButtonLink>
        <ExportButtons />
      </div>
    </section>
  );
}
