import { useEffect, useEffectEvent, useRef, type FocusEvent } from 'react';

export interface ReaderPresenceCallbacks {
  /** The reader came onto the element: pointer over it or keyboard focus inside it. */
  onPause?: () => void;
  /** The reader is on the element no longer: neither pointer nor focus. */
  onResume?: () => void;
}

type Presence = { pointer: boolean; focus: boolean };

/**
 * Tells the owner while the reader is on an element, so timed content there can wait
 * (WCAG 2.2.1). Pointer and focus count separately: moving the pointer away while focus stays
 * inside does not resume. `hasContent` false ends both, because removed nodes send neither
 * pointerleave nor focusout: without it, the next notification would wait for a leave that
 * never comes. Returns the handlers for the element.
 */
export function useReaderPresence(
  { onPause, onResume }: ReaderPresenceCallbacks,
  hasContent: boolean,
) {
  const presence = useRef<Presence>({ pointer: false, focus: false });

  const update = (next: Partial<Presence>) => {
    const was = presence.current.pointer || presence.current.focus;
    presence.current = { ...presence.current, ...next };
    const is = presence.current.pointer || presence.current.focus;
    if (is && !was) onPause?.();
    if (was && !is) onResume?.();
  };

  const leaveAll = useEffectEvent(() => update({ pointer: false, focus: false }));
  useEffect(() => {
    if (!hasContent) leaveAll();
  }, [hasContent]);

  return {
    onPointerEnter: () => update({ pointer: true }),
    onPointerLeave: () => update({ pointer: false }),
    // React's onFocus/onBlur are focusin/focusout: they bubble from the links and buttons.
    onFocus: () => update({ focus: true }),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between notifications stays on the stack.
      if (!event.currentTarget.contains(event.relatedTarget)) update({ focus: false });
    },
  };
}
