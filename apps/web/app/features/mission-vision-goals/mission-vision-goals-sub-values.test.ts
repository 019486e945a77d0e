import { toMultipart } from '~/lib/api-client';
import { MissionVisionGoalMessages, type MissionVisionGoalSub } from '@atrium/contract/mission-vision-goals';
import { describe, expect, it } from 'vitest';
import {
  initialMissionVisionGoalSubValues,
  missionVisionGoalSubBody as typedMissionVisionGoalSubBody,
  validateMissionVisionGoalSub,
} from './mission-vision-goals-sub-values.ts';

/** The body as it goes over the wire in multipart (decision 074: the kit encodes the typed body). */
const missionVisionGoalSubBody = (...args: Parameters<typeof typedMissionVisionGoalSubBody>) =>
  toMultipart(typedMissionVisionGoalSubBody(...args));

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const clean = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => Boolean(v)));

const vision: MissionVisionGoalSub = {
  id: 2,
  title: 'Vision',
  description: '<p>A connected world.</p>',
  mvgImage: '/media/images/v.png',
  status: 0,
  position: 2,
  created_at: '',
  updated_at: '',
};

describe('sub-goal form rules', () => {
  it("says 'Title and description are required.' on each one missing, and asks for an image", () => {
    expect(clean(validateMissionVisionGoalSub({ title: ' ', description: '<p> </p>', mvgImage: null }, null))).toEqual({
      title: MissionVisionGoalMessages.subRequired,
      description: MissionVisionGoalMessages.subRequired,
      mvgImage: MissionVisionGoalMessages.subImageRequired,
    });
    expect(
      clean(validateMissionVisionGoalSub({ title: 'Goal', description: '<p>To grow.</p>', mvgImage: png }, null)),
    ).toEqual({});
  });

  it('lets the stored image satisfy the rule on edit', () => {
    expect(clean(validateMissionVisionGoalSub(initialMissionVisionGoalSubValues(vision), vision.mvgImage))).toEqual({});
  });

  it('sends the status the sub-goal has, and the image only when a new one was chosen', () => {
    const kept = missionVisionGoalSubBody(
      { ...initialMissionVisionGoalSubValues(vision), title: ' Vision 2030 ' },
      vision,
    );
    expect(Object.fromEntries(kept.entries())).toEqual({
      title: 'Vision 2030',
      description: '<p>A connected world.</p>',
      status: '0',
    });
    expect(
      missionVisionGoalSubBody({ ...initialMissionVisionGoalSubValues(vision), mvgImage: png }, vision).get('mvgImage'),
    ).toBe(png);
  });
});
