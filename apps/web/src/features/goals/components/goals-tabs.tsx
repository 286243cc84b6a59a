import { Tabs } from '../../../components/tabs';
import { paths } from '../../../config/paths';

/** Spec 1 §2 Goals: My Goals, History. */
export function GoalsTabs() {
  return (
    <Tabs
      label="Goals"
      tabs={[
        { to: paths.goals.active.href(), label: 'My Goals' },
        { to: paths.goals.history.href(), label: 'History' },
      ]}
    />
  );
}
