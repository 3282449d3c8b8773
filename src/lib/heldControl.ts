import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';

/** Keys a held control still passes on: leaving it, and Escape for the dialog around it. */
const PASSING_KEYS = new Set(['Tab', 'Escape']);

const holdKey = (event: KeyboardEvent<HTMLElement>) => {
  if (!PASSING_KEYS.has(event.key)) event.preventDefault();
};
const holdPointer = (event: MouseEvent<HTMLElement> | PointerEvent<HTMLElement>) =>
  event.preventDefault();

/**
 * Props that hold a control still while its form is busy (saved, uploaded), in place of
 * `disabled`: a select, a radio button, a file input, a button, a menu trigger. A control disabled under focus loses it and the browser
 * drops focus to the start of the page (WCAG 2.4.3); a held one keeps focus, is announced as
 * unavailable (`aria-disabled`) and ignores the keys and clicks that would change or open it
 * (Tab and Escape still work; a prevented pointerdown also keeps a Radix trigger shut). Text,
 * number and date inputs use `readOnly` instead, as `ProgressDialog` does. Spread it after the
 * control's own key and mouse handlers, which it replaces while held.
 */
export function heldControlProps(held: boolean) {
  if (!held) return {};
  return {
    'aria-disabled': true as const,
    onKeyDown: holdKey,
    onPointerDown: holdPointer,
    onMouseDown: holdPointer,
    onClick: holdPointer,
  };
}
