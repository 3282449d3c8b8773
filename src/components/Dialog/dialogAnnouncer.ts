/**
 * Where a form's error summary goes while a modal dialog is open. A page toast saying "fix the
 * errors below" points outside the dialog the reader is in (and sits behind its overlay), so the
 * open dialog says it itself, in a live region above its fields. Dialogs nest, so the innermost
 * (the last opened) one speaks.
 */
type Say = (text: string) => void;

const open: Say[] = [];

/** Called by an open dialog; answers the function that forgets it when it closes. */
export function listenInDialog(say: Say): () => void {
  open.push(say);
  return () => {
    const at = open.lastIndexOf(say);
    if (at >= 0) open.splice(at, 1);
  };
}

/** Says `text` in the innermost open dialog; false when no dialog is open. */
export function sayInOpenDialog(text: string): boolean {
  const say = open.at(-1);
  if (!say) return false;
  say(text);
  return true;
}
