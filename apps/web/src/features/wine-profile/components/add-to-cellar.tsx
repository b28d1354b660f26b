import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddWineToCellar } from '../api/add-wine-to-cellar.ts';

const bottles = (count: number) => `${count} ${count === 1 ? 'bottle' : 'bottles'} in your cellar`;

/** 'Add to my cellar': one bottle per press; the count in the cellar is announced, with a link to My Cellar. */
export function AddToCellar({ wineId }: { wineId: number }) {
  const add = useAddWineToCellar(wineId);
  return (
    <section className="wine-profile__section wine-profile__cellar" aria-labelledby="wine-cellar-title">
      <h2 id="wine-cellar-title">Your cellar</h2>
      <button type="button" className="button" onClick={() => add.mutate()} disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add to my cellar'}
      </button>
      <p role="status" className="wine-profile__cellar-status">
        {add.data && (
          <>
            {bottles(add.data.quantity)}. <Link to={paths.myCellar}>Go to My Cellar</Link>
          </>
        )}
      </p>
      {add.error && (
        <p className="form-message form-message--error" role="alert">
          {add.error instanceof ApiRequestError ? add.error.message : 'The wine could not be added. Please try again.'}
        </p>
      )}
    </section>
  );
}
