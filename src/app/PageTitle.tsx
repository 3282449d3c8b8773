import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { genreFromCategoryParam, genreMessageId, type MessageId } from '../i18n';

/** The app's name: the whole title of the landing page, the end of every other one. */
export const APP_TITLE = 'Shelfmark';

export interface PageTitleProps {
  /** The page's name (its heading where it has a fixed one); none for the landing page. */
  id?: MessageId;
  children: ReactNode;
}

/**
 * Names the page in the browser's title, in the reader's language (WCAG 2.4.2): a screen reader
 * announces it after each navigation, and a tab or the history lists it. Without it every route
 * was called "Shelfmark". Server-rendered and prerendered HTML keep the bare name until the app
 * has taken them over.
 */
export function PageTitle({ id, children }: PageTitleProps) {
  const title = usePageTitle(id);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return children;
}

function usePageTitle(id: MessageId | undefined): string {
  const intl = useIntl();
  const { name } = useParams();
  if (!id) return APP_TITLE;
  const genre = name === undefined ? '' : genreFromCategoryParam(name);
  const genreId = genreMessageId(genre);
  const page = intl.formatMessage(
    { id },
    { genre: genreId ? intl.formatMessage({ id: genreId }) : genre },
  );
  return intl.formatMessage({ id: 'a11y.pageTitle.template' }, { page, app: APP_TITLE });
}
