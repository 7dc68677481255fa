import { describe, expect, it, vi } from 'vitest';
import { goBackOrHome, isSameOriginReferrer, relabelBackControl } from './navigation';

describe('isSameOriginReferrer', () => {
  it('accepts only this origin', () => {
    expect(isSameOriginReferrer('https://shop.test/repair', 'https://shop.test')).toBe(true);
    expect(isSameOriginReferrer('https://evil.test/', 'https://shop.test')).toBe(false);
    expect(isSameOriginReferrer('', 'https://shop.test')).toBe(false);
    expect(isSameOriginReferrer('not a url', 'https://shop.test')).toBe(false);
  });
});

describe('goBackOrHome', () => {
  it('goes back when the referrer is this site', () => {
    window.history.pushState({}, '', '/a');
    window.history.pushState({}, '', '/b');
    const navigate = vi.fn();
    goBackOrHome(navigate, `${window.location.origin}/a`, window.location.origin);
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goes home when the referrer is another site or empty', () => {
    const navigate = vi.fn();
    goBackOrHome(navigate, 'https://search.example/?q=repair', window.location.origin);
    goBackOrHome(navigate, '', window.location.origin);
    expect(navigate.mock.calls).toEqual([['/'], ['/']]);
  });
});

describe('relabelBackControl', () => {
  it('relabels Back to Repair Service(s) as Back to Top', () => {
    expect(relabelBackControl('Back to Repair Services')).toBe('Back to Top');
    expect(relabelBackControl('Back to Repair Service')).toBe('Back to Top');
    expect(relabelBackControl('Back to Products')).toBe('Back to Products');
  });
});
