import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe("the login page's next parameter (decision 026)", () => {
  it('keeps back-office paths with their query', () => {
    expect(safeNextPath('/admin/partners')).toBe('/admin/partners');
    expect(safeNextPath('/admin/partners/7/edit?tab=a&b=c')).toBe('/admin/partners/7/edit?tab=a&b=c');
    expect(safeNextPath('/admin/profile#top')).toBe('/admin/profile#top');
  });

  it('refuses anything that is not a back-office path of this site', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '/',
      '/admin',
      '/about',
      'admin/partners',
      '//evil.example/admin/x',
      '///evil.example',
      'https://evil.example/admin/x',
      'javascript:alert(1)',
      '/admin/\\evil.example',
      '/admin\\@evil.example',
      '/admin/\nx',
      '/admin/\tx',
      '/admin/../about',
      '/admin/login',
      '/admin/login/',
      '/admin/login?next=/admin/x',
      '/admin/forgot-password',
      '/admin/email-sent',
      '/admin/password-reset?token=x',
      `/admin/${'a'.repeat(2001)}`,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });

  it('makes the login address that comes back', () => {
    expect(loginPathFor('/admin/partners?page=2')).toBe('/admin/login?next=%2Fadmin%2Fpartners%3Fpage%3D2');
    expect(loginPathFor('/admin/login')).toBe('/admin/login');
    expect(loginPathFor('/elsewhere')).toBe('/admin/login');
  });
});
