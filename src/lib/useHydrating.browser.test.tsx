import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrating } from './useHydrating';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useHydrating() ? 'fixed' : 'own'}</p>;
}

const containers: HTMLElement[] = [];
function container(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => containers.splice(0).forEach((element) => element.remove()));

describe('useHydrating', () => {
  it('is true while hydrating, then false, without a mismatch', async () => {
    // What the server renders (useHydrating.test.ts).
    const element = container('<p>fixed</p>');
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(element, <Probe />, { onRecoverableError }));
    expect(element.textContent).toBe('own');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('is false from the first render of a page the app renders itself', async () => {
    const element = container();
    const seen: boolean[] = [];
    function Recorder() {
      const hydrating = useHydrating();
      seen.push(hydrating);
      return null;
    }
    const root = createRoot(element);
    await act(async () => root.render(<Recorder />));
    expect(seen.every((value) => !value)).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});
