import { useDataMachine } from '../../lib/useDataMachine';
import { useProvided } from '../../lib/useProvided';
import { pageCount, type PagedListSetup } from '../../machines/paging/pagedListMachine';

export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

/**
 * Runs one profile list machine and reduces its state to what a panel draws. Takes a factory:
 * the machine is built once per mount.
 */
export function useProfileList<Item, Extra = undefined>(create: () => PagedListSetup<Item, Extra>) {
  const setup = useProvided(create);
  const [state, send] = useDataMachine(setup.machine, { input: setup.input });
  const status: ListStatus = state.matches('error')
    ? 'error'
    : state.matches({ loaded: 'withData' })
      ? 'ready'
      : state.matches({ loaded: 'empty' })
        ? 'empty'
        : 'loading';
  const { items, page, total, pageSize, extra } = state.context;
  return {
    status,
    items,
    /** What the last answer said beside its page (read counts for a reader's books). */
    extra,
    page,
    total,
    totalPages: pageCount(total, pageSize),
    goToPage: (next: number) => send({ type: 'page.go', page: next }),
    retry: () => send({ type: 'list.retry' }),
    reload: () => send({ type: 'list.reload' }),
    /** A write answered with this item: replaced where it is, or first on page 1. */
    saved: (item: Item) => send({ type: 'item.saved', item }),
  };
}

export type ProfileList<Item, Extra = undefined> = ReturnType<typeof useProfileList<Item, Extra>>;
