import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';

type IntlErrorHandler = NonNullable<IntlConfig['onError']>;

/**
 * Missing ids are bugs to see while developing and testing, but in production the English
 * fallback already shows a sensible text, so logging every render would only add noise.
 * Other errors (a message that fails to format) are always reported.
 */
export function createIntlErrorHandler(isProduction: boolean): IntlErrorHandler {
  return (error) => {
    if (isProduction && error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
    console.error(error);
  };
}

export const reportIntlError: IntlErrorHandler = createIntlErrorHandler(import.meta.env.PROD);
