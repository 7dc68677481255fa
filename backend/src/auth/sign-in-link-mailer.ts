/** What the e-mail of a one-time sign-in link says (issue 41). */
export interface SignInLinkMail {
  /** The person's name, or their username. */
  name: string;
  username: string;
  /** The whole link, its token in the fragment (never sent to a server in a request line). */
  link: string;
  expiresAt: Date;
}

/**
 * Queues the e-mail of a sign-in link in the transaction under way. Auth imports no feature, so the
 * notifications module (which may use auth) provides it, over its outbox.
 */
export abstract class SignInLinkMailer {
  abstract queue(to: string, mail: SignInLinkMail): Promise<void>;
}
