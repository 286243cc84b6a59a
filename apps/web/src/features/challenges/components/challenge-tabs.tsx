import { Tabs } from '../../../components/tabs';
import { paths } from '../../../config/paths';

/** Spec 1 §2: Challenges (My Challenges, History). */
export function ChallengeTabs() {
  return (
    <Tabs
      label="Challenges"
      tabs={[
        { to: paths.challenges.active.href(), label: 'My Challenges' },
        { to: paths.challenges.history.href(), label: 'History' },
      ]}
    />
  );
}
