interface SaveBarProps {
  readonly saving: boolean;
  readonly saved: boolean;
  readonly dirty: boolean;
}

/** The form's submit button with the spec's states: saving, then 'Saved' for 3 s. */
export function SaveBar({ saving, saved, dirty }: SaveBarProps) {
  return (
    <div className="settings-form__actions">
      <button type="submit" className="button button--primary" aria-disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      <p role="status" className="settings-form__saved">
        {saved && !dirty ? 'Saved' : ''}
      </p>
    </div>
  );
}
