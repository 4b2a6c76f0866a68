/** A person as the email-marketing vendor knows them. */
export interface MarketingProfile {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * The email-marketing vendor (product.md, "Integrations": identify and track, e.g.
 * `on_hold_event`, `un_on_hold_event`). Every event is first stored first-party; this only
 * forwards, and only when a vendor is configured.
 */
export interface EmailMarketing {
  identify(profile: MarketingProfile): Promise<void>;
  track(email: string, event: string, properties: Record<string, unknown>): Promise<void>;
}

const TIMEOUT_MS = 5000;

/**
 * A vendor reached over HTTP with a bearer key: `POST {url}/identify` and `POST {url}/track`,
 * JSON bodies. A vendor that does not answer within 5 s or answers an error fails the call.
 */
export class HttpEmailMarketing implements EmailMarketing {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
  ) {}

  identify(profile: MarketingProfile): Promise<void> {
    return this.post('identify', profile);
  }

  track(email: string, event: string, properties: Record<string, unknown>): Promise<void> {
    return this.post('track', { email, event, properties });
  }

  private async post(path: string, body: unknown): Promise<void> {
    const res = await fetch(`${this.url.replace(/\/$/, '')}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`email marketing ${path} answered ${res.status}`);
  }
}

/** The configured vendor, or null when none is (events then stay first-party only). */
export function emailMarketingFrom(env: {
  EMAIL_MARKETING_URL?: string | undefined;
  EMAIL_MARKETING_API_KEY?: string | undefined;
}): EmailMarketing | null {
  return env.EMAIL_MARKETING_URL
    ? new HttpEmailMarketing(env.EMAIL_MARKETING_URL, env.EMAIL_MARKETING_API_KEY)
    : null;
}
