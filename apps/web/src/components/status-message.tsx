/** A polite live region; pair it with useAnnouncement so the message clears after 7 s. */
export function StatusMessage({ message }: { readonly message: string | null }) {
  return (
    <p role="status" className="status-message">
      {message}
    </p>
  );
}
