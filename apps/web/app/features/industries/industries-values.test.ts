import { IndustryMessages, type Industry } from '@atrium/contract/industries';
import { describe, expect, it } from 'vitest';
import { industryBody, initialIndustryValues, validateIndustry } from './industries-values.ts';

const energy: Industry = {
  id: 3,
  industriesName: 'Renewable energy',
  status: 1,
  position: 1,
  created_at: '',
  updated_at: '',
};

describe('industry form rules', () => {
  it('requires a name, and a blank one is none', () => {
    expect(validateIndustry({ industriesName: '   ', published: false }).industriesName).toBe(
      IndustryMessages.nameRequired,
    );
    expect(validateIndustry({ industriesName: 'Mining', published: false }).industriesName).toBeUndefined();
  });

  it('starts a new industry unpublished and an edit from the record', () => {
    expect(initialIndustryValues(null)).toEqual({ industriesName: '', published: false });
    expect(initialIndustryValues(energy)).toEqual({ industriesName: 'Renewable energy', published: true });
  });

  it('sends the trimmed name and the chosen status', () => {
    expect(industryBody({ industriesName: ' Mining ', published: false })).toEqual({
      industriesName: 'Mining',
      status: 0,
    });
    expect(industryBody(initialIndustryValues(energy))).toEqual({ industriesName: 'Renewable energy', status: 1 });
  });
});
