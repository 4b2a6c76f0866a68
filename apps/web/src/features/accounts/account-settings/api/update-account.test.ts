import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fallbackErrors,
  successMessages,
  type Bootstrap,
  type CurrentUser,
  type PaymentMethodInput,
} from '@mealbox/contracts';
import type * as http from '../../../../lib/http';
import { subscriptionKeys } from '../../../subscriptions';
import { createSessionStore } from '../../session-store';
import { resetAccountPage, useAccountPage } from '../account-page-store';
import { accountUpdateOptions } from './update-account';
import { updatePaymentMethodOptions } from './update-payment-method';

const user = { id: 7, first_name: 'Robin', email: 'robin@example.test' } as CurrentUser;

/** The server at the network's edge: what the next POST answers, and every call it received. */
interface FakeServer {
  calls: string[];
  /** The signed-in user as GET /api/auth/me answers it. */
  user: CurrentUser | null;
  answer: (() => Promise<unknown>) | null;
}
const server: FakeServer = vi.hoisted(() => ({ calls: [], user: null, answer: null }));

vi.mock('../../../../lib/http', async (importActual) => {
  const actual = await importActual<typeof http>();
  const request = (method: string, url: string) => {
    server.calls.push(`${method} ${url}`);
    if (method === 'GET') return Promise.resolve({ user: server.user, csrfToken: 'token' });
    return server.answer!();
  };
  return {
    ...actual,
    api: {
      get: (url: string) => request('GET', url),
      post: (url: string) => request('POST', url),
    },
  };
});
vi.mock('../../../../lib/bootstrap', () => ({ setCsrfToken: () => undefined }));

const sessionStore = createSessionStore({ user } as Bootstrap);

async function run(options: ReturnType<typeof accountUpdateOptions<unknown>>) {
  const observer = new MutationObserver(new QueryClient(), options);
  await observer.mutate({}).catch(() => undefined);
}

const validations = () => server.calls.filter((c) => c === 'GET /api/auth/me').length;

beforeEach(() => {
  vi.useFakeTimers();
  server.calls = [];
  server.user = user;
  resetAccountPage();
});
afterEach(() => vi.useRealTimers());

describe('an account setting saved', () => {
  it("shows the server's success text, adopts the user it answers and revalidates the session", async () => {
    const renamed = { ...user, email: 'new@example.test' };
    server.answer = () => {
      server.user = renamed;
      return Promise.resolve({ message: successMessages.email, user: renamed });
    };
    await run(accountUpdateOptions('/api/user/updateEmail', { fallback: fallbackErrors.email }));
    expect(useAccountPage.getState().success_message).toBe('Email address updated!');
    expect(useAccountPage.getState().error_message).toBeNull();
    expect(sessionStore.getState().user?.email).toBe('new@example.test');
    expect(server.calls).toEqual(['POST /api/user/updateEmail', 'GET /api/auth/me']);
  });

  it('revalidates the session 2.5 s after a payment change, not before', async () => {
    server.answer = () => Promise.resolve({ message: successMessages.payment, user });
    await run(updatePaymentMethodOptions() as ReturnType<typeof accountUpdateOptions<unknown>>);
    expect(useAccountPage.getState().success_message).toBe('Payment Details Updated!');
    expect(validations()).toBe(0);
    vi.advanceTimersByTime(2499);
    expect(validations()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(validations()).toBe(1);
  });
});

describe('a new card saved', () => {
  it('reads the subscription weeks again, which the new card may have paid', async () => {
    server.answer = () => Promise.resolve({ message: successMessages.payment, user });
    const client = new QueryClient();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    await new MutationObserver(client, updatePaymentMethodOptions()).mutate(
      {} as PaymentMethodInput,
    );
    expect(invalidated).toHaveBeenCalledWith({ queryKey: subscriptionKeys.all });
  });
});

describe('an account setting refused', () => {
  it("shows the server's message and revalidates the session at once", async () => {
    const { ApiError } = await vi.importActual<typeof http>('../../../../lib/http');
    server.answer = () =>
      Promise.reject(new ApiError(422, 'Your current password is not correct.', {}, true));
    await run(
      accountUpdateOptions('/api/user/updatePassword', {
        fallback: fallbackErrors.password,
        revalidateAfterMs: 2500,
      }),
    );
    expect(useAccountPage.getState().error_message).toBe('Your current password is not correct.');
    expect(useAccountPage.getState().success_message).toBeNull();
    expect(validations()).toBe(1);
  });

  it('shows the §8 fallback when the server said nothing (a network failure, a bare 500)', async () => {
    const { ApiError } = await vi.importActual<typeof http>('../../../../lib/http');
    server.answer = () => Promise.reject(new ApiError(500, 'Internal Server Error'));
    await run(
      accountUpdateOptions('/api/user/updateShippingAddress', { fallback: fallbackErrors.address }),
    );
    expect(useAccountPage.getState().error_message).toBe('Unable to update your address.');
    server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await run(accountUpdateOptions('/api/user/updateEmail', { fallback: fallbackErrors.email }));
    expect(useAccountPage.getState().error_message).toBe('Unable to update your email address.');
  });
});
