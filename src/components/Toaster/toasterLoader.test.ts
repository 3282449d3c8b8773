import { describe, expect, it, vi } from 'vitest';
import type { ToastApi } from './toasterLoader';

// The loader keeps module state; each test starts from a fresh copy.
const freshLoader = async () => {
  vi.resetModules();
  return import('./toasterLoader');
};

describe('toasterLoader', () => {
  it('asks for the container once and holds toasts until it is mounted', async () => {
    const loader = await freshLoader();
    const requested = vi.fn();
    loader.subscribeToasterRequest(requested);
    expect(loader.isToasterRequested()).toBe(false);
    expect(loader.hasToasts()).toBe(false);

    const shown: string[] = [];
    loader.withToasts(() => shown.push('first'));
    loader.withToasts(() => shown.push('second'));
    expect(requested).toHaveBeenCalledTimes(1);
    expect(loader.isToasterRequested()).toBe(true);
    expect(loader.hasToasts()).toBe(true);
    expect(shown).toEqual([]);

    loader.toasterMounted({} as ToastApi);
    expect(shown).toEqual(['first', 'second']);
    loader.withToasts(() => shown.push('third'));
    expect(shown).toEqual(['first', 'second', 'third']);
  });

  it('does not load the container for a dismiss when nothing was shown', async () => {
    const loader = await freshLoader();
    const { notify } = await import('./notify');
    notify.dismiss();
    expect(loader.isToasterRequested()).toBe(false);
    expect(loader.hasToasts()).toBe(false);
  });

  it('returns an id at once, and the toast carries it when sonner runs', async () => {
    const loader = await freshLoader();
    const { notify } = await import('./notify');
    const id = notify.success('Saved.');
    const success = vi.fn();
    loader.toasterMounted({ success } as unknown as ToastApi);
    expect(success).toHaveBeenCalledWith('Saved.', expect.objectContaining({ id, duration: 3000 }));
  });
});
