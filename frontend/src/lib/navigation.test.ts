import { describe, expect, it, vi } from 'vitest';
import { goBackOrHome, isSameOriginReferrer, reachedInApp, relabelBackControl } from './navigation';

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
    goBackOrHome(navigate, { referrer: `${window.location.origin}/a`, origin: window.location.origin });
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goes back after an in-app navigation, whatever the referrer says (typed address)', () => {
    const navigate = vi.fn();
    goBackOrHome(navigate, { inApp: true, referrer: '', origin: window.location.origin });
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goes home when the referrer is another site or empty', () => {
    const navigate = vi.fn();
    goBackOrHome(navigate, { referrer: 'https://search.example/?q=repair', origin: window.location.origin });
    goBackOrHome(navigate, { referrer: '', origin: window.location.origin });
    expect(navigate.mock.calls).toEqual([['/'], ['/']]);
  });
});

describe('reachedInApp', () => {
  it("reads the router's entry index: 0 (or none) is the page the visitor arrived on", () => {
    expect(reachedInApp({ usr: null, key: 'default', idx: 0 })).toBe(false);
    expect(reachedInApp(null)).toBe(false);
    expect(reachedInApp({ usr: null, key: 'k1', idx: 2 })).toBe(true);
  });
});

describe('relabelBackControl', () => {
  it('relabels Back to Repair Service(s) as Back to Top', () => {
    expect(relabelBackControl('Back to Repair Services')).toBe('Back to Top');
    expect(relabelBackControl('Back to Repair Service')).toBe('Back to Top');
    expect(relabelBackControl('Back to Products')).toBe('Back to Products');
  });
});
