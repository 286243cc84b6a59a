import { useId, useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { SkeletonLines } from '../../../components/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isApiError } from '../../../lib/api-client';
import { useAwardBadge, useParticipants, type BadgeAwards } from '../api/award-badge';
import type { Badge } from '../api/get-site-badges';
import { awardQuestion, awardResult, matching } from '../utils/award';

/** Spec 3 §9: table search is debounced 400 ms. */
const SEARCH_DEBOUNCE_MS = 400;

type Step = 'choose' | 'confirm' | 'done';

interface BadgeAwardDialogProps {
  readonly siteId: string;
  /** The custom badge to award (null: closed). */
  readonly badge: Badge | null;
  readonly onClose: () => void;
}

/**
 * 'Award' on a custom badge (spec 2 §3 Badge 'custom': awarded by a coordinator or master to chosen
 * participants): choose the site's participants (searchable), confirm, then the result.
 */
export function BadgeAwardDialog({ siteId, badge, onClose }: BadgeAwardDialogProps) {
  return badge && <AwardSteps key={badge.id} siteId={siteId} badge={badge} onClose={onClose} />;
}

function AwardSteps({ siteId, badge, onClose }: { readonly siteId: string; readonly badge: Badge; readonly onClose: () => void }) {
  const participants = useParticipants(siteId);
  const award = useAwardBadge(siteId, badge.id);
  const [step, setStep] = useState<Step>('choose');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<BadgeAwards | null>(null);
  const searchId = useId();

  const shown = matching(participants.data ?? [], settled);
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const errors = award.error ? ['Could not save Badge', ...(isApiError(award.error) ? award.error.errors : [])] : [];
  const send = () =>
    award.mutate([...chosen], {
      onSuccess: ({ data }) => {
        setResult(data);
        setStep('done');
      },
    });

  const actions =
    step === 'choose' ? (
      <>
        <button type="button" className="button button--primary" disabled={chosen.size === 0} onClick={() => setStep('confirm')}>
          Award Badge
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </>
    ) : step === 'confirm' ? (
      <>
        <button type="button" className="button button--primary" disabled={award.isPending} onClick={send}>
          {award.isPending ? 'Awarding…' : 'Award'}
        </button>
        <button type="button" className="button" onClick={() => setStep('choose')}>
          Back
        </button>
      </>
    ) : (
      <button type="button" className="button button--primary" onClick={onClose}>
        Done
      </button>
    );

  return (
    <ModalDialog open title={`Award ${badge.name}`} onClose={onClose} closeOnBackdrop={false} actions={actions} className="badge-award">
      {errors.length > 0 && <ErrorList errors={errors} />}
      {step === 'done' && result && <p role="status">{awardResult(result, badge.name)}</p>}
      {step === 'confirm' && <p>{awardQuestion(badge.name, chosen.size)}</p>}
      {step === 'choose' && (
        <>
          <p>Choose the participants who earn this badge. Each gets it once a year.</p>
          <div className="field">
            <label htmlFor={searchId} className="field__label">
              Search participants
            </label>
            <input id={searchId} className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          {participants.isPending && <SkeletonLines lines={4} />}
          {participants.isError && <ErrorList errors={['Oops, we could not get the participants.']} />}
          {participants.data && (
            <fieldset className="badge-award__people">
              <legend>
                Participants <span className="badge-award__count">({chosen.size} chosen)</span>
              </legend>
              {shown.length === 0 ? (
                <p>No participant matches “{settled}”.</p>
              ) : (
                <ul className="badge-award__list">
                  {shown.map((participant) => (
                    <li key={participant.id}>
                      <label className="badge-award__person">
                        <input type="checkbox" checked={chosen.has(participant.id)} onChange={() => toggle(participant.id)} />
                        <span>{participant.name}</span>
                        <span className="badge-award__email">{participant.email}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          )}
        </>
      )}
    </ModalDialog>
  );
}
