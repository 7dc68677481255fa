import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** HttpOnly, SameSite=Strict, Path=/, no Domain, Secure when configured (HTTPS). A browser-session cookie. */
function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.session.cookieSecure };
}

export function readSessionCookie(req: Request, config: AppConfig): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[config.session.cookieName];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function setSessionCookie(res: Response, config: AppConfig, token: string): void {
  res.cookie(config.session.cookieName, token, cookieOptions(config));
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(config.session.cookieName, cookieOptions(config));
}
