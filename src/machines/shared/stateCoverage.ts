import type { AnyActorRef, AnyStateMachine } from 'xstate';

/**
 * For tests that reach every state of a machine: its leaf states, split into those a snapshot
 * can rest in and those left at once by an `always` transition (passed through, never seen).
 * Parallel regions are not handled: the machines that use this have none.
 */
export function leafStates(machine: AnyStateMachine) {
  const stable: string[] = [];
  const passing: string[] = [];
  const visit = (node: AnyStateMachine['root'], path: string[]) => {
    for (const [key, child] of Object.entries(node.states)) {
      const childPath = [...path, key];
      if (Object.keys(child.states).length > 0) visit(child, childPath);
      else (child.always ? passing : stable).push(childPath.join('.'));
    }
  };
  visit(machine.root, []);
  return { stable: stable.sort(), passing: passing.sort() };
}

/** The leaf path of a snapshot value: `'closed'` or `{ failure: 'network' }` -> `failure.network`. */
export function leafPath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${leafPath(child)}`;
}

/** Records the leaf state of every snapshot an actor emits (subscribe before `start`). */
export function recordStates(actor: AnyActorRef, seen = new Set<string>()) {
  actor.subscribe((snapshot: { value: unknown }) => seen.add(leafPath(snapshot.value)));
  return seen;
}
