import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSendUserChallenge } from '../api/send-user-challenge';
import { oopsMessage } from './oops-dialog';

/** Sends a challenge, then opens it among the active ones; a refusal opens 'Oops!' (spec 2 §8). */
export function useSendChallenge() {
  const send = useSendUserChallenge();
  const navigate = useNavigate();
  const [oops, setOops] = useState<string | null>(null);
  const challenge = (receiverId: string, challengeId: string) => {
    if (send.isPending) return;
    send.mutate(
      { receiverId, challengeId },
      {
        onSuccess: ({ data }) => void navigate(paths.challenges.active.href(data.id)),
        onError: (error) => setOops(oopsMessage(error)),
      },
    );
  };
  return { challenge, pending: send.isPending, oops, closeOops: () => setOops(null) };
}
