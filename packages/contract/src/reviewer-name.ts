/**
 * How a reviewer is named where reviews are read: the first name and the last name's initial ('Anna K.'), never the
 * whole name or the username; an account with neither reads 'A guest'. Event, experience and wine reviews alike.
 */
export function reviewerName({ firstName, lastName }: { firstName: string | null; lastName: string | null }): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase('en-GB') ?? '';
  if (!first) return initial ? `${initial}.` : 'A guest';
  return initial ? `${first} ${initial}.` : first;
}
