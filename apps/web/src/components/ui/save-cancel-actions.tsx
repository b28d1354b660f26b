/** The Save and Cancel buttons of a row being edited; both are disabled while the change is saved. */
export function SaveCancelActions({ className, saving, onCancel }: { className: string; saving: boolean; onCancel: () => void }) {
  return (
    <div className={className}>
      <button type="submit" className="button button--small" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
    </div>
  );
}
