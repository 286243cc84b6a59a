import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { ModalDialog } from '../../../components/modal-dialog';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { useChangeChallengeStatus, type ChallengeStatusChange } from '../api/change-challenge-status';
import { CHALLENGES_PAGE_SIZE, useUserChallenges, type UserChallenge, type UserChallengeFilter } from '../api/get-user-challenges';
import { ChallengeItem } from './challenge-item';
import { OopsDialog, oopsMessage } from './oops-dialog';

const done: Record<ChallengeStatusChange, string> = {
  accepted: 'Challenge accepted.',
  declined: 'Challenge declined.',
  canceled: 'Challenge canceled.',
  completed: 'Challenge completed.',
};

/** The popup after completing one's side (spec 2 §4): completed when both sides are, else pending. */
type Popup = { readonly kind: 'completed' | 'pending'; readonly challenge: UserChallenge } | null;

interface ChallengeListProps {
  readonly filter: UserChallengeFilter;
  readonly viewerId: string;
  readonly title: string;
  readonly empty: string;
  readonly highlightId?: string | null;
}

/** Active or history: 20 at a time, 20 more per "Show more"; actions with their popups. */
export function ChallengeList({ filter, viewerId, title, empty, highlightId }: ChallengeListProps) {
  const [pageSize, setPageSize] = useState(CHALLENGES_PAGE_SIZE);
  const { data, isFetching } = useUserChallenges(filter, pageSize);
  const change = useChangeChallengeStatus();
  const [announcement, announce] = useAnnouncement();
  const [oops, setOops] = useState<string | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const challenges = data?.challenges ?? [];

  const onChange = (challenge: UserChallenge, status: ChallengeStatusChange) => {
    if (change.isPending) return;
    change.mutate(
      { id: challenge.id, status },
      {
        onSuccess: ({ data: changed }) => {
          announce(done[status]);
          if (status === 'completed') setPopup({ kind: changed.completed_at ? 'completed' : 'pending', challenge: changed });
        },
        onError: (error) => setOops(oopsMessage(error)),
      },
    );
  };

  const other = (challenge: UserChallenge) =>
    (challenge.sender_id === viewerId ? challenge.receiver_user : challenge.sender_user).full_name;

  return (
    <section aria-labelledby={`challenges-${filter}-title`} aria-busy={isFetching} className="card">
      <h2 id={`challenges-${filter}-title`} className="section-title">
        {title}
      </h2>
      <StatusMessage message={announcement} />
      {challenges.length === 0 ? (
        <EmptyState icon={<Trophy className="icon icon--lg" />} title={empty} />
      ) : (
        <ul className="user-challenges">
          {challenges.map((challenge) => (
            <ChallengeItem
              key={challenge.id}
              challenge={challenge}
              viewerId={viewerId}
              busy={change.isPending}
              onChange={filter === 'active' ? onChange : null}
              highlighted={challenge.id === highlightId}
            />
          ))}
        </ul>
      )}
      {data && data.total > challenges.length && (
        <button type="button" className="button" onClick={() => setPageSize((size) => size + CHALLENGES_PAGE_SIZE)}>
          Show more
        </button>
      )}
      <OopsDialog message={oops} onClose={() => setOops(null)} />
      <ModalDialog
        open={popup !== null}
        title={popup?.kind === 'completed' ? 'Challenge completed!' : 'Nice work!'}
        onClose={() => setPopup(null)}
        actions={
          <button type="button" className="button button--primary" onClick={() => setPopup(null)}>
            OK
          </button>
        }
      >
        {popup && (
          <p>
            {popup.kind === 'completed'
              ? `You and ${other(popup.challenge)} both completed ${popup.challenge.challenge.name}.`
              : `You completed ${popup.challenge.challenge.name}. Now it is up to ${other(popup.challenge)}.`}
          </p>
        )}
      </ModalDialog>
    </section>
  );
}
