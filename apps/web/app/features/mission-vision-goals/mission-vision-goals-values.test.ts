import { describe, expect, it } from 'vitest';
import { initialMissionVisionGoalValues, missionVisionGoalBody } from './mission-vision-goals-values.ts';

describe('main mission-vision-goal record', () => {
  it('has no rules and sends title and description as JSON', () => {
    const values = initialMissionVisionGoalValues({
      id: 1,
      title: ' Why ',
      description: '<p>Because.</p>',
      created_at: '',
      updated_at: '',
    });
    expect(missionVisionGoalBody(values)).toEqual({ title: 'Why', description: '<p>Because.</p>' });
    expect(missionVisionGoalBody(initialMissionVisionGoalValues(null))).toEqual({ title: '', description: '' });
  });
});
