import type { ReactNode } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { useOnceTrue } from '../../lib/useOnceTrue';
import type { ListStatus } from './useProfileList';

export interface WhenAnsweredProps {
  /** The lists whose first answers decide how tall the first sections are. */
  lists: { status: ListStatus }[];
  /** What the skeleton announces meanwhile. */
  label: string;
  children: ReactNode;
}

/**
 * Draws its children once every list has answered its first page, a skeleton until then. A
 * section whose size depends on an answer (a shelf that may be empty, goals a visitor may not
 * see) then never moves what is below it when the answer comes (a layout shift, CLS). Later
 * pages load inside their own panels: once drawn, the children stay.
 */
export function WhenAnswered({ lists, label, children }: WhenAnsweredProps) {
  const answered = useOnceTrue(lists.every((list) => list.status !== 'loading'));
  if (!answered) return <Skeleton shape="card" count={2} label={label} />;
  return children;
}
