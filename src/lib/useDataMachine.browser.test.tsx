import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { useActorSnapshot, useDataMachine } from './useDataMachine';

// React's own scheduling is what is under test: act() would flush it all at once.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const counterMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'add' } },
}).createMachine({
  context: { count: 0 },
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

type Counter = ReturnType<typeof createActor<typeof counterMachine>>;

const mounted: { root: Root; element: HTMLElement }[] = [];
/** Mounted, and its effects run: the actor started and subscribed. */
async function mount(node: React.ReactNode) {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  root.render(node);
  mounted.push({ root, element });
  await until(() => element.textContent !== '');
  await nextTask();
  return element;
}
afterEach(() => {
  for (const { root, element } of mounted.splice(0)) {
    root.unmount();
    element.remove();
  }
});

const microtasks = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let turn = 0; turn < 100 && !check(); turn += 1) await nextTask();
  expect(check()).toBe(true);
}

let sendFromOutside: (() => void) | undefined;
function Counter() {
  const [state, send] = useDataMachine(counterMachine);
  sendFromOutside = () => send({ type: 'add' });
  return (
    <button type="button" onClick={() => send({ type: 'add' })}>
      {state.context.count}
    </button>
  );
}

describe('useDataMachine', () => {
  it('draws a change made by the reader (a press) at once, within its event', async () => {
    const element = await mount(<Counter />);
    expect(element.textContent).toBe('0');
    element.querySelector('button')!.click();
    await microtasks();
    expect(element.textContent).toBe('1');
  });

  it('draws a change made outside the reader input (an answer, a timer) as a transition, in a later task', async () => {
    const element = await mount(<Counter />);
    expect(element.textContent).toBe('0');
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        sendFromOutside!();
        resolve();
      }, 0),
    );
    // A synchronous render (useSyncExternalStore's) would have been committed by now.
    await microtasks();
    expect(element.textContent).toBe('0');
    await until(() => element.textContent === '1');
  });
});

describe('useActorSnapshot', () => {
  function Shown({ actor }: { actor: Counter | undefined }) {
    const snapshot = useActorSnapshot(actor);
    return <p>{snapshot === undefined ? 'none' : snapshot.context.count}</p>;
  }

  it('follows the actor it is given, and shows a replaced one at once', async () => {
    const first = createActor(counterMachine).start();
    const second = createActor(counterMachine).start();
    second.send({ type: 'add' });
    second.send({ type: 'add' });
    const element = document.createElement('div');
    document.body.append(element);
    const root = createRoot(element);
    mounted.push({ root, element });

    root.render(<Shown actor={undefined} />);
    await until(() => element.textContent === 'none');
    root.render(<Shown actor={first} />);
    await until(() => element.textContent === '0');
    first.send({ type: 'add' });
    await until(() => element.textContent === '1');
    root.render(<Shown actor={second} />);
    await until(() => element.textContent === '2');
    // The first actor no longer draws anything.
    first.send({ type: 'add' });
    await nextTask();
    await nextTask();
    expect(element.textContent).toBe('2');
  });
});
