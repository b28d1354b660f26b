import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useCellar } from '../api/get-cellar.ts';
import { bottlesText, winesText } from '../format.ts';
import { CellarEntryCard } from './cellar-entry-card.tsx';
import { CellarTransfer } from './cellar-transfer.tsx';
import { OwnWineForm } from './own-wine-form.tsx';
import { WindowEmailSetting } from './window-email-setting.tsx';
import './cellar.css';

/**
 * My Cellar: the member's wines with their drinking windows and readiness, the count of each, a
 * form for wines of their own, and CSV export and import. Every change is announced in one live region.
 */
export function MyCellar() {
  const cellar = useCellar();
  // Counted, so that the same message twice (two saves of one count) is a new node and announced again.
  const [announcement, setAnnouncement] = useState({ message: '', count: 0 });
  const winesHeadingRef = useRef<HTMLHeadingElement>(null);
  const announce = (message: string) => setAnnouncement((current) => ({ message, count: current.count + 1 }));
  // The removed row takes its focus with it: the list's heading takes it instead.
  const onRemoved = (message: string) => {
    announce(message);
    winesHeadingRef.current?.focus();
  };
  const bottles = cellar.data?.reduce((sum, entry) => sum + entry.quantity, 0) ?? 0;

  return (
    <section className="section cellar" aria-labelledby="cellar-title">
      <h1 id="cellar-title">My Cellar</h1>
      <p className="cellar__intro">
        The wines you keep, where, how many bottles of each, and when they are at their best. Wines added from a host&apos;s wine profile
        bring its drinking window; give your own wines theirs, so you can see at a glance which bottles are ready to open and which to leave
        a while longer.
      </p>
      <div className="cellar__announcer" role="status">
        {announcement.message && (
          <p key={announcement.count} className="form-message form-message--success">
            {announcement.message}
          </p>
        )}
      </div>

      <section className="cellar__wines" aria-labelledby="cellar-wines-title">
        <h2 id="cellar-wines-title" ref={winesHeadingRef} tabIndex={-1}>
          Your wines
        </h2>
        <QueryStatus isLoading={cellar.isPending} error={cellar.error} onRetry={() => void cellar.refetch()} what="your cellar" />
        {cellar.data?.length === 0 && (
          <div className="cellar__empty">
            <p>Your cellar is empty. You can add wines in three ways:</p>
            <ul>
              <li>
                From a wine&apos;s profile: open an event or experience you have booked under <Link to={paths.myEvents}>My Events</Link> or{' '}
                <Link to={paths.myExperiences}>My Experiences</Link>, choose a wine from its wine list and add it to your cellar.
              </li>
              <li>
                With the form <a href="#cellar-add">Add a wine of your own</a> below.
              </li>
              <li>
                By <a href="#cellar-import">importing a CSV file</a>, such as one exported from CellarTracker, Vivino or a spreadsheet.
              </li>
            </ul>
          </div>
        )}
        {cellar.data && cellar.data.length > 0 && (
          <>
            <p className="cellar__summary">
              {winesText(cellar.data.length)}, {bottlesText(bottles)}
            </p>
            <ul className="cellar__list">
              {cellar.data.map((entry) => (
                <li key={entry.id}>
                  <CellarEntryCard entry={entry} announce={announce} onRemoved={onRemoved} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <div className="cellar__tools">
        <OwnWineForm announce={announce} />
        <CellarTransfer announce={announce} />
        <WindowEmailSetting />
      </div>
    </section>
  );
}
