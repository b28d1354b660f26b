import type { Db } from '../../db/client.ts';

/** An event or experience as a wine list's messages name it. */
export interface LinkedItem {
  id: number;
  title: string;
}

/** An event or experience pouring one of the host's lists, as the manager shows it. */
export interface PouringItem extends LinkedItem {
  wineListId: number;
  kind: 'event' | 'experience';
}

/**
 * What wine lists ask of the catalog (which sits above them and owns the item-to-list join table), handed in
 * by app.ts, so this module never imports the catalog. Each is called inside the command's transaction.
 */
export interface WineListPorts {
  /** The item's kind when it is the host's own event or experience; null otherwise (missing or another host's). */
  ownedItemKind(db: Db, hostId: number, itemId: number): Promise<'event' | 'experience' | null>;
  /** The items on sale (Active and not yet started) that pour this list. */
  onSaleItemsWithList(db: Db, wineListId: number): Promise<LinkedItem[]>;
  /** Pours the list at the item; a second time changes nothing. */
  attach(db: Db, itemId: number, wineListId: number): Promise<void>;
  /** Stops pouring the list at the item; a list not poured there is left as it is. */
  detach(db: Db, itemId: number, wineListId: number): Promise<void>;
  /** The items pouring any of these lists, by list then item id. */
  itemsPouring(db: Db, wineListIds: readonly number[]): Promise<PouringItem[]>;
}
