import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../app/layout/menu';
import { evaluationsFeature } from './manifest';

const menu = (evaluationName?: string | null) =>
  buildMenu({ permissions: ['evaluation.view'], years: [], unread: 0, siteId: 's1', evaluationName }, evaluationsFeature.menu ?? []);

describe('the Evaluation menu entry', () => {
  it("takes the name of the evaluation to answer (spec 2 §2), else reads 'Evaluation'", () => {
    expect(menu('Wellbeing check')[0]?.links).toEqual([{ label: 'Wellbeing check', to: '/evaluation/current' }]);
    expect(menu(null)[0]?.links).toEqual([{ label: 'Evaluation', to: '/evaluation/current' }]);
  });
});
