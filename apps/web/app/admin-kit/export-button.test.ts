import { describe, expect, it } from 'vitest';
import { attachmentName } from './export-button.tsx';

describe('attachmentName', () => {
  it('reads the server’s file name, else falls back', () => {
    expect(attachmentName('attachment; filename="contact-us-2026-11-23.csv"', 'x.csv')).toBe(
      'contact-us-2026-11-23.csv',
    );
    expect(attachmentName('attachment; filename=list.csv', 'x.csv')).toBe('list.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
