import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useMyWineLists } from '../api/get-my-wine-lists.ts';
import type { PourTargets } from './attach-wine-list.tsx';
import { WineListCard } from './wine-list-card.tsx';
import './wine-lists.css';

/**
 * My Wine Lists (spec part 2 §2 'Wine Lists manager'): a card for each of the host's lists, newest first, each
 * offering the host's events and experiences (`pourTargets`) to pour it at.
 */
export function MyWineLists({ pourTargets }: { pourTargets: PourTargets }) {
  const lists = useMyWineLists();
  const [deleted, setDeleted] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onDeleted = (name: string) => {
    setDeleted(name);
    headingRef.current?.focus();
  };
  return (
    <section className="section host-page" aria-labelledby="wine-lists-title">
      <div className="wine-lists__head">
        <h1 id="wine-lists-title" ref={headingRef} tabIndex={-1}>
          My Wine Lists
        </h1>
        <Link className="button" to={paths.createWineList}>
          Create Wine List
        </Link>
      </div>
      {deleted && (
        <p className="form-message form-message--success" role="status">
          {deleted} has been deleted.
        </p>
      )}
      <QueryStatus isLoading={lists.isPending} error={lists.error} onRetry={() => void lists.refetch()} what="wine lists" />
      {lists.data?.length === 0 && (
        <p className="wine-lists__empty">
          You have no wine lists yet. <Link to={paths.createWineList}>Create your first wine list</Link>.
        </p>
      )}
      {lists.data && lists.data.length > 0 && (
        <ul className="wine-lists__list">
          {lists.data.map((list) => (
            <li key={list.id}>
              <WineListCard list={list} pourTargets={pourTargets} onDeleted={onDeleted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
