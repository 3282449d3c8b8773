import { useCallback, useLayoutEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { sayInOpenDialog } from '../Dialog/dialogAnnouncer';
import { notify, type ToastKind } from './notify';

/** A toast a flow asks for: its kind (emoji, duration) and the message to translate. */
export interface ToastMessage {
  kind: ToastKind;
  message: MessageId;
  values?: Record<string, string>;
}

/**
 * The one way a flow's toast reaches the screen: a stable `showToast` action for a machine's
 * `.provide()`. The text is translated when the toast shows, in the language active then:
 * machines are provided once per component (useProvided), so an `intl` captured at that moment
 * would keep the language of the first render (English while Turkish was still loading, or the
 * language before the reader switched).
 */
export function useToastAction(): (_: unknown, request: ToastMessage) => void {
  const intl = useIntl();
  const active = useRef<IntlShape>(intl);
  useLayoutEffect(() => {
    active.current = intl;
  }, [intl]);
  return useCallback((_: unknown, { kind, message, values }: ToastMessage) => {
    const text = active.current.formatMessage({ id: message }, values);
    // A form's errors inside an open dialog are said there (dialogAnnouncer); pages' own forms
    // keep the toast.
    if (kind === 'validation' && sayInOpenDialog(text)) return;
    notify[kind](text);
  }, []);
}
