import { describe, expect, it } from 'vitest';
import { eopAnswer } from './eop-answer.js';
import { eopContent } from './eop-content.js';

const figures = {
  locations: [
    {
      location_id: 'l1',
      name: '<img src=x onerror=alert(1)> & Co',
      enrolled: 6,
      participating: 6,
      days_logged: 12,
      steps: 12_000,
      exercise_minutes: 60,
      badges_earned: 0,
      challenges_sent: 0,
      challenges_completed: 0,
      goals_created: 0,
      goals_completed: 0,
    },
  ],
  weeks: [{ week: 0, participating: 6, active: 2, steps: 12_000, exercise_minutes: 60 }],
  answers: [],
  eligible: 0,
  registered_eligible: 0,
};

const report = (name: string) =>
  eopAnswer({
    siteId: 's',
    program: { id: 'p', name, effective_date_start: '2026-11-02', effective_date_end: '2026-11-08' },
    programs: [],
    locationId: null,
    start: '2026-11-02',
    end: '2026-11-08',
    floor: 5,
    audience: 'coordinator',
    figures,
    evaluations: [],
  });

describe('EOP content (the legacy contract’s html)', () => {
  it('escapes every name it shows', () => {
    const html = eopContent(report('Steps "&" <script>alert(1)</script>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Steps &quot;&amp;&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
  });

  it('shows the figures the answer shows, one week per row', () => {
    const html = eopContent(report('Autumn'));
    expect(html).toContain('<td>12,000</td>');
    expect(html).toContain('<td>1</td><td>2026-11-02 – 2026-11-08</td><td>6</td><td>2</td><td>12,000</td>');
  });
});
