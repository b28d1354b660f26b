/** What a Manage Event row shows for a field with no value yet. */
export function NotSet() {
  return <span className="muted">Not set</span>;
}
